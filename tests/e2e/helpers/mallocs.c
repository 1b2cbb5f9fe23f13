/*
 * mallocs - a target for the pid provider: makes exactly the malloc()
 * calls its arguments ask for, then exits 0 without printing.
 *
 *   mallocs SIZE:COUNT...
 *
 * Blocks are touched and never freed: freeing a large (mmap()ed) block
 * would make glibc raise its mmap threshold, and a later malloc() of the
 * same size would no longer call mmap().
 */
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		char *colon = strchr(argv[i], ':');
		long size = strtol(argv[i], NULL, 10), count = colon ? strtol(colon + 1, NULL, 10) : 1;

		for (long k = 0; k < count; k++) {
			volatile char *p = malloc(size);
			if (!p)
				return 1;
			p[0] = 1;
		}
	}
	return 0;
}
