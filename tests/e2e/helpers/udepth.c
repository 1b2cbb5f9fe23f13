/*
 * udepth - calls leaf() at known call depths, for ustackdepth tests: for
 * each N given (default 1 5 20 60), main -> rec x N -> leaf(N). Built -O2
 * without frame pointers, as distributions build; the empty asm after each
 * call keeps it a call (no tail jump, no loop made of the recursion).
 */
#include <stdlib.h>

static volatile long sink;

__attribute__((noinline)) void leaf(long depth)
{
	sink += depth;
	__asm__ volatile("");
}

__attribute__((noinline)) void rec(long n, long depth)
{
	if (n > 1)
		rec(n - 1, depth);
	else
		leaf(depth);
	__asm__ volatile("");
}

int main(int argc, char **argv)
{
	static const long dflt[] = { 1, 5, 20, 60 };
	int n = argc > 1 ? argc - 1 : 4;

	for (int i = 0; i < n; i++) {
		long d = argc > 1 ? strtol(argv[i + 1], NULL, 10) : dflt[i];

		rec(d, d);
	}
	return 0;
}
