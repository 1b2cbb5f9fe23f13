/*
 * stacks - a known user stack for ustack(): main -> level1 -> level2 ->
 * level3 -> getppid(). Built -O2 without frame pointers (as distributions
 * build), so only an unwinder that reads .eh_frame gets it right. The
 * empty asm after each call keeps the compiler from turning the calls
 * into tail jumps, which would drop frames from the real stack.
 */
#define _GNU_SOURCE
#include <sys/syscall.h>
#include <unistd.h>

__attribute__((noinline)) void level3(void)
{
	syscall(SYS_getppid);
	__asm__ volatile("");
}

__attribute__((noinline)) void level2(void)
{
	level3();
	__asm__ volatile("");
}

__attribute__((noinline)) void level1(void)
{
	level2();
	__asm__ volatile("");
}

int main(void)
{
	level1();
	return 0;
}
