/*
 * lockwork - threads that contend for kernel locks, for lockstat's tests.
 *
 *   lockwork mutex SECONDS   four threads read one file through one file
 *                            descriptor, 64 KB at a time: each read holds
 *                            the open file's f_pos_lock (a struct mutex)
 *                            while it copies
 *   lockwork rwsem SECONDS   two threads map and unmap memory (the address
 *                            space's mmap_lock, a struct rw_semaphore, for
 *                            writing) while two touch pages of another
 *                            mapping (page faults take it for reading)
 *
 * Each runs SECONDS at most (a hang guard for a test), then exits 0.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

enum { CHUNK = 64 * 1024, REGION = 64 * 4096 };

static int fd;
static time_t until;
static char *region;

static int over(void)
{
	return time(NULL) >= until;
}

static void *reader(void *arg)
{
	char *buf = malloc(CHUNK);

	(void)arg;
	while (buf && !over()) {
		ssize_t n = read(fd, buf, CHUNK);

		if (n < 0)
			break;
		if (n == 0)
			lseek(fd, 0, SEEK_SET);
	}
	free(buf);
	return NULL;
}

static void *mapper(void *arg)
{
	(void)arg;
	while (!over()) {
		char *p = mmap(NULL, REGION, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

		if (p == MAP_FAILED)
			break;
		p[0] = 1;
		munmap(p, REGION);
	}
	return NULL;
}

static void *toucher(void *arg)
{
	(void)arg;
	while (!over()) {
		/* drop the pages so that the next touches fault again */
		madvise(region, REGION, MADV_DONTNEED);
		for (size_t off = 0; off < REGION; off += 4096)
			region[off]++;
	}
	return NULL;
}

int main(int argc, char **argv)
{
	pthread_t t[5];
	int n = 0;

	if (argc != 3) {
		fprintf(stderr, "usage: lockwork mutex|rwsem SECONDS\n");
		return 2;
	}
	until = time(NULL) + atoi(argv[2]);
	if (strcmp(argv[1], "mutex") == 0) {
		/* a file of its own, unlinked at once: 1 MB, in the page cache */
		char path[] = "/tmp/lockworkXXXXXX", *buf = calloc(1, CHUNK);

		fd = mkstemp(path);
		if (fd < 0 || !buf)
			return 1;
		unlink(path);
		for (int i = 0; i < 16; i++)
			if (write(fd, buf, CHUNK) != CHUNK)
				return 1;
		free(buf);
		for (int i = 0; i < 4; i++)
			pthread_create(&t[n++], NULL, reader, NULL);
		for (int i = 0; i < n; i++)
			pthread_join(t[i], NULL);
		return 0;
	}
	if (strcmp(argv[1], "rwsem") == 0) {
		region = mmap(NULL, REGION, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		if (region == MAP_FAILED)
			return 1;
		for (int i = 0; i < 2; i++) {
			pthread_create(&t[n++], NULL, mapper, NULL);
			pthread_create(&t[n++], NULL, toucher, NULL);
		}
		for (int i = 0; i < n; i++)
			pthread_join(t[i], NULL);
		return 0;
	}
	fprintf(stderr, "lockwork: unknown mode %s\n", argv[1]);
	return 2;
}
