/*
 * getppid_bench - the benchmark workload: N getppid() system calls in a
 * tight loop, then prints the mean cost in nanoseconds per call:
 *
 *   getppid_bench N        ->  "ns/call 123.4"
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	long n = argc > 1 ? strtol(argv[1], NULL, 10) : 1000000;
	struct timespec a, b;

	if (n <= 0)
		return 2;
	clock_gettime(CLOCK_MONOTONIC, &a);
	for (long i = 0; i < n; i++)
		syscall(SYS_getppid);
	clock_gettime(CLOCK_MONOTONIC, &b);
	printf("ns/call %.1f\n", ((b.tv_sec - a.tv_sec) * 1e9 + (b.tv_nsec - a.tv_nsec)) / n);
	return 0;
}
