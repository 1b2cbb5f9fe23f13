/*
 * syscalls - a deterministic target for the e2e tests: makes exactly the
 * system calls its arguments ask for, in order, then exits 0. It prints
 * nothing unless asked (its stdout is often dtrace's stdout under -c).
 *
 *   syscalls OP...
 *     getppid=N          N getppid() calls
 *     read=N:SIZE        N read()s of SIZE bytes from /dev/zero on fd 42
 *     write=N:SIZE       N write()s of SIZE bytes to /dev/null on fd 43
 *     open=PATH          one openat(AT_FDCWD, PATH, O_RDONLY) (closed if it succeeds)
 *     readfile=PATH:SIZE read PATH to the end on fd 44, SIZE bytes per read()
 *     dwrite=PATH:N:SIZE create PATH and write N blocks of SIZE bytes with
 *                        O_DIRECT (each one block I/O), then fsync() it
 *     dread=PATH:N:SIZE  read N blocks of SIZE bytes of PATH with O_DIRECT
 *     tcp=N              connect to a listener of its own on 127.0.0.1, send N
 *                        bytes, close; prints "port P" (the listener's port)
 *     sleep=MS           nanosleep() for MS milliseconds
 *     spin=MS            burn CPU in user space for MS milliseconds
 *     yield=N            N sched_yield() calls
 *     pid                print "pid N\n" to stderr
 *     cpu                print "cpu_ms N\n" to stdout: CPU time used so far
 *     thread=N           a second thread makes N getppid() calls; joined before going on
 *     name=NAME          prctl(PR_SET_NAME, NAME): the thread's comm (execname)
 *
 * The fixed descriptor numbers let a test single out the helper's own
 * reads and writes from those of the dynamic loader (arg0 == 42).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static char buf[1 << 20] __attribute__((aligned(4096)));

static int to_fd(const char *path, int flags, int want)
{
	int fd = open(path, flags);

	if (fd < 0) {
		perror(path);
		exit(1);
	}
	if (fd != want) {
		if (dup2(fd, want) < 0) {
			perror("dup2");
			exit(1);
		}
		close(fd);
	}
	return want;
}

static void *getppid_thread(void *arg)
{
	for (long k = 0; k < (long)arg; k++)
		syscall(SYS_getppid);
	return NULL;
}

static int tcp_roundtrip(long n)
{
	struct sockaddr_in sa = { .sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK) };
	socklen_t len = sizeof(sa);
	int l = socket(AF_INET, SOCK_STREAM, 0), c, a;

	if (l < 0 || bind(l, (struct sockaddr *)&sa, sizeof(sa)) || listen(l, 1) ||
	    getsockname(l, (struct sockaddr *)&sa, &len))
		return -1;
	printf("port %d\n", ntohs(sa.sin_port));
	fflush(stdout);
	c = socket(AF_INET, SOCK_STREAM, 0);
	if (c < 0 || connect(c, (struct sockaddr *)&sa, sizeof(sa)))
		return -1;
	a = accept(l, NULL, NULL);
	if (a < 0 || n > (long)sizeof(buf) || write(c, buf, n) != n || read(a, buf, n) <= 0)
		return -1;
	close(c);
	close(a);
	close(l);
	return 0;
}

static long ms_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000L + ts.tv_nsec / 1000000;
}

int main(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		char *op = argv[i], *val = strchr(op, '=');
		long n = 0, size = 0;

		if (val)
			*val++ = '\0';
		if (val && strcmp(op, "open") && strcmp(op, "readfile") && strcmp(op, "dwrite") &&
		    strcmp(op, "dread") && strcmp(op, "name")) {
			n = strtol(val, &val, 10);
			if (*val == ':')
				size = strtol(val + 1, NULL, 10);
		}
		if (size < 0 || size > (long)sizeof(buf)) {
			fprintf(stderr, "syscalls: size out of range\n");
			return 2;
		}
		if (strcmp(op, "getppid") == 0) {
			for (long k = 0; k < n; k++)
				syscall(SYS_getppid);
		} else if (strcmp(op, "read") == 0) {
			int fd = to_fd("/dev/zero", O_RDONLY, 42);
			for (long k = 0; k < n; k++)
				if (read(fd, buf, size) != size)
					return 1;
			close(fd);
		} else if (strcmp(op, "write") == 0) {
			int fd = to_fd("/dev/null", O_WRONLY, 43);
			for (long k = 0; k < n; k++)
				if (write(fd, buf, size) != size)
					return 1;
			close(fd);
		} else if (strcmp(op, "open") == 0 && val) {
			int fd = syscall(SYS_openat, AT_FDCWD, val, O_RDONLY);
			if (fd >= 0)
				close(fd);
		} else if (strcmp(op, "readfile") == 0 && val) {
			char *colon = strrchr(val, ':');
			if (!colon)
				return 2;
			*colon = '\0';
			size = strtol(colon + 1, NULL, 10);
			if (size <= 0 || size > (long)sizeof(buf))
				return 2;
			int fd = to_fd(val, O_RDONLY, 44);
			while (read(fd, buf, size) > 0)
				;
			close(fd);
		} else if ((strcmp(op, "dwrite") == 0 || strcmp(op, "dread") == 0) && val) {
			bool rd = op[1] == 'r';
			char *p2 = strrchr(val, ':'), *p1;
			if (!p2)
				return 2;
			*p2 = '\0';
			p1 = strrchr(val, ':');
			if (!p1)
				return 2;
			*p1 = '\0';
			n = strtol(p1 + 1, NULL, 10);
			size = strtol(p2 + 1, NULL, 10);
			if (size <= 0 || size > (long)sizeof(buf) || size % 4096)
				return 2;
			int fd = rd ? open(val, O_RDONLY | O_DIRECT) :
				      open(val, O_WRONLY | O_CREAT | O_TRUNC | O_DIRECT, 0600);
			if (fd < 0) {
				perror(val);
				return 1;
			}
			memset(buf, 'd', size);
			for (long k = 0; k < n; k++)
				if ((rd ? read(fd, buf, size) : write(fd, buf, size)) != size) {
					perror(rd ? "read" : "write");
					return 1;
				}
			if (!rd)
				fsync(fd);
			close(fd);
		} else if (strcmp(op, "tcp") == 0) {
			if (tcp_roundtrip(n) < 0) {
				perror("tcp");
				return 1;
			}
		} else if (strcmp(op, "sleep") == 0) {
			struct timespec ts = { n / 1000, (n % 1000) * 1000000L };
			nanosleep(&ts, NULL);
		} else if (strcmp(op, "yield") == 0) {
			for (long k = 0; k < n; k++)
				sched_yield();
		} else if (strcmp(op, "spin") == 0) {
			long end = ms_now() + n;
			volatile unsigned long x = 0;
			while (ms_now() < end)
				for (int k = 0; k < 10000; k++)
					x += k;
		} else if (strcmp(op, "thread") == 0) {
			pthread_t t;
			if (pthread_create(&t, NULL, getppid_thread, (void *)n) != 0 ||
			    pthread_join(t, NULL) != 0) {
				fprintf(stderr, "syscalls: thread failed\n");
				return 1;
			}
		} else if (strcmp(op, "cpu") == 0) {
			struct rusage ru;
			getrusage(RUSAGE_SELF, &ru);
			printf("cpu_ms %ld\n", (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000L +
			       (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1000);
			fflush(stdout);
		} else if (strcmp(op, "name") == 0 && val) {
			if (prctl(PR_SET_NAME, val) != 0) {
				perror("prctl");
				return 1;
			}
		} else if (strcmp(op, "pid") == 0) {
			fprintf(stderr, "pid %d\n", (int)getpid());
		} else {
			fprintf(stderr, "syscalls: unknown operation %s\n", op);
			return 2;
		}
	}
	return 0;
}
