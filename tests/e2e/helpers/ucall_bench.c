/*
 * ucall_bench - the user-land benchmark workload: N calls of the function
 * f (main -> loop_a -> loop_b -> f, built -O2 without frame pointers), then
 * the mean cost per call in nanoseconds, as CPU time of this thread (a
 * uprobe's cost, BPF program included, is in it) and as wall time:
 *
 *   ucall_bench N        ->  "cpu_ns/call 123.4 wall_ns/call 130.2"
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static volatile long sink;

__attribute__((noinline)) void f(long i)
{
	sink += i;
	__asm__ volatile("");
}

__attribute__((noinline)) void loop_b(long n)
{
	for (long i = 0; i < n; i++)
		f(i);
	__asm__ volatile("");
}

__attribute__((noinline)) void loop_a(long n)
{
	loop_b(n);
	__asm__ volatile("");
}

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
	loop_a(n);
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &c1);
	clock_gettime(CLOCK_MONOTONIC, &w1);
	printf("cpu_ns/call %.1f wall_ns/call %.1f\n", ns(&c0, &c1) / n, ns(&w0, &w1) / n);
	return 0;
}
