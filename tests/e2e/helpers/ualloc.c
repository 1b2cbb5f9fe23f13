/*
 * ualloc - known call chains into libc's malloc(), for ustack() tests.
 * Built -O2 without frame pointers, as distributions build.
 *
 *   ualloc [-p]   (-p: wait for a line on stdin first, for dtrace -p)
 *
 * The sizes tell the chains apart (each the chain the program really has):
 *   300000 x1  main -> deep1 -> deep2 -> deep3 -> deep4 -> malloc
 *   1000   x3  main -> shallow -> malloc
 *   2000   x2  main -> via_inline (inlined into main) -> deep4 -> malloc:
 *              the inlined function has no frame of its own
 *   3000   x1  main -> tail_caller -> tail_callee -> malloc, where
 *              tail_caller ends in a jump to tail_callee: only tail_callee
 *              is on the stack, called (as far as the stack says) by main
 *   4000   x1  main -> raise(SIGUSR1) ... on_signal -> malloc: a signal
 *              handler, through the kernel's signal frame
 * The empty asm after calls keeps them calls, not tail jumps.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void *volatile sink;

__attribute__((noinline)) void deep4(long n)
{
	sink = malloc(n);
	__asm__ volatile("");
}

__attribute__((noinline)) void deep3(long n)
{
	deep4(n);
	__asm__ volatile("");
}

__attribute__((noinline)) void deep2(long n)
{
	deep3(n);
	__asm__ volatile("");
}

__attribute__((noinline)) void deep1(long n)
{
	deep2(n);
	__asm__ volatile("");
}

__attribute__((noinline)) void shallow(long n)
{
	sink = malloc(n);
	__asm__ volatile("");
}

static inline __attribute__((always_inline)) void via_inline(long n)
{
	deep4(n);
	__asm__ volatile("");
}

__attribute__((noinline)) void tail_callee(long n)
{
	sink = malloc(n);
	__asm__ volatile("");
}

__attribute__((noinline)) void tail_caller(long n)
{
	tail_callee(n + 1000); /* a jump at -O2: this frame is gone */
}

__attribute__((noinline)) void on_signal(int sig)
{
	(void)sig;
	sink = malloc(4000);
	__asm__ volatile("");
}

int main(int argc, char **argv)
{
	if (argc > 1 && strcmp(argv[1], "-p") == 0) {
		char line[16];

		printf("ready\n");
		fflush(stdout);
		if (!fgets(line, sizeof(line), stdin))
			return 1;
	}
	signal(SIGUSR1, on_signal);
	deep1(300000);
	for (int i = 0; i < 3; i++)
		shallow(1000);
	for (int i = 0; i < 2; i++)
		via_inline(2000);
	tail_caller(2000);
	raise(SIGUSR1);
	__asm__ volatile("");
	return 0;
}
