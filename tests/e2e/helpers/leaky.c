/*
 * leaky - a known pattern of allocations for the toolkit's memleak and
 * mallocstacks tests: keep() allocates N blocks of 1000 bytes and never frees
 * them; churn() allocates N blocks of 5000 bytes and frees each; grow()
 * calloc()s 10 blocks of 7 x 100 bytes and realloc()s each to 3000 bytes,
 * keeping them. Exits 0 without printing.
 *
 *   leaky [N]   (default 20)
 */
#include <stdlib.h>

static void *volatile kept[100000];

__attribute__((noinline)) static void keep(int n)
{
	for (int i = 0; i < n; i++)
		kept[i] = malloc(1000);
	__asm__ volatile("");
}

__attribute__((noinline)) static void churn(int n)
{
	for (int i = 0; i < n; i++) {
		void *volatile p = malloc(5000);

		free(p);
	}
	__asm__ volatile("");
}

__attribute__((noinline)) static void grow(void)
{
	for (int i = 0; i < 10; i++) {
		void *p = calloc(7, 100);

		kept[50000 + i] = realloc(p, 3000);
	}
	__asm__ volatile("");
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 20;

	if (n < 0 || n > 50000)
		n = 20;
	keep(n);
	churn(n);
	grow();
	return 0;
}
