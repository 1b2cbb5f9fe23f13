/*
 * flow - known nested and recursive calls, for pid return probes and -F:
 * main -> outer -> inner (twice), then main -> fact(3) -> fact(2) ->
 * fact(1), which calls getppid() (a system call inside the flow).
 * Built -O2 without frame pointers; the empty asm after each call keeps
 * it a call (no tail jump, no loop made of the recursion).
 */
#define _GNU_SOURCE
#include <sys/syscall.h>
#include <unistd.h>

static volatile long sink;

__attribute__((noinline)) void inner(long n)
{
	sink += n;
	__asm__ volatile("");
}

__attribute__((noinline)) void outer(void)
{
	inner(1);
	inner(2);
	__asm__ volatile("");
}

__attribute__((noinline)) long fact(long n)
{
	long r;

	if (n <= 1) {
		syscall(SYS_getppid);
		r = 1;
	} else {
		r = n * fact(n - 1);
	}
	__asm__ volatile("");
	return r;
}

int main(void)
{
	outer();
	sink += fact(3);
	return 0;
}
