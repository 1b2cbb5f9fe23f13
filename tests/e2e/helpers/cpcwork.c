/*
 * cpcwork - known numbers of software events for the cpc provider's tests.
 *
 *   cpcwork faults N   touches N fresh anonymous pages once each: N page
 *                      faults (minor ones) in touch_pages()
 *   cpcwork sleeps N   sleeps 1 ms N times: N voluntary context switches
 *   cpcwork spin MS    spins in spin() for MS milliseconds of wall clock
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

__attribute__((noinline)) static void touch_pages(volatile char *p, long n, long pagesz)
{
	for (long i = 0; i < n; i++)
		p[i * pagesz] = 1;
}

__attribute__((noinline)) static unsigned long spin(long ms)
{
	struct timespec t0, t;
	unsigned long x = 0;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	do {
		for (int i = 0; i < 100000; i++)
			x = x * 31 + (unsigned long)i;
		clock_gettime(CLOCK_MONOTONIC, &t);
	} while ((t.tv_sec - t0.tv_sec) * 1000 + (t.tv_nsec - t0.tv_nsec) / 1000000 < ms);
	return x;
}

int main(int argc, char **argv)
{
	long n = argc > 2 ? strtol(argv[2], NULL, 10) : 0;

	if (argc != 3 || n <= 0) {
		fprintf(stderr, "usage: cpcwork faults|sleeps|spin N\n");
		return 2;
	}
	if (strcmp(argv[1], "faults") == 0) {
		long pagesz = sysconf(_SC_PAGESIZE);
		char *p = mmap(NULL, (size_t)(n * pagesz), PROT_READ | PROT_WRITE,
			       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

		if (p == MAP_FAILED)
			return 1;
		madvise(p, (size_t)(n * pagesz), MADV_NOHUGEPAGE); /* one fault per page */
		touch_pages(p, n, pagesz);
		munmap(p, (size_t)(n * pagesz));
	} else if (strcmp(argv[1], "sleeps") == 0) {
		struct timespec ms = { 0, 1000000 };

		for (long i = 0; i < n; i++)
			nanosleep(&ms, NULL);
	} else if (strcmp(argv[1], "spin") == 0) {
		printf("%lu\n", spin(n) & 1);
	} else {
		return 2;
	}
	return 0;
}
