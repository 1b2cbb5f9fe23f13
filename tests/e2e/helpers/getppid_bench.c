/*
 * getppid_bench - the benchmark workload: N getppid() system calls in a
 * tight loop, then the mean cost per call in nanoseconds, both as CPU
 * time of this thread (what the call and any tracing in it cost; time
 * spent waiting for a busy CPU does not count) and as wall time:
 *
 *   getppid_bench N        ->  "cpu_ns/call 123.4 wall_ns/call 130.2"
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static double ns(const struct timespec *a, const struct timespec *b)
{
	return (b->tv_sec - a->tv_sec) * 1e9 + (b->tv_nsec - a->tv_nsec);
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? strtol(argv[1], NULL, 10) : 1000000;
	struct timespec c0, c1, w0, w1;

	if (n <= 0)
		return 2;
	clock_gettime(CLOCK_MONOTONIC, &w0);
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &c0);
	for (long i = 0; i < n; i++)
		syscall(SYS_getppid);
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &c1);
	clock_gettime(CLOCK_MONOTONIC, &w1);
	printf("cpu_ns/call %.1f wall_ns/call %.1f\n", ns(&c0, &c1) / n, ns(&w0, &w1) / n);
	return 0;
}
