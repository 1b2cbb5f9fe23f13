/*
 * spin - functions to find by name once the program is stripped and its
 * symbols live elsewhere (tests/e2e/usym). main calls spin() N times
 * (argv[1], default 3); each call opens and reads /proc/self/stat with
 * fopen(), whose libc-internal helper (__fopen_internal) calls malloc():
 * a stack through functions that only libc's debug file names.
 * Built -O2 without frame pointers, as distributions build.
 */
#include <stdio.h>
#include <stdlib.h>

static volatile long sink;

__attribute__((noinline)) void spin(int i)
{
	FILE *f = fopen("/proc/self/stat", "r");
	char buf[256];

	if (f) {
		sink += (long)fread(buf, 1, sizeof(buf), f);
		fclose(f);
	}
	sink += i;
	__asm__ volatile("");
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 3;

	for (int i = 0; i < n; i++)
		spin(i);
	return 0;
}
