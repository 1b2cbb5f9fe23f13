/*
 * hog - allocates and touches memory until it has MB megabytes or is killed:
 * a target for the toolkit's oomkill test, run in a memory cgroup with a
 * lower limit. Exits 0 if it got all of it, 1 if malloc() failed.
 *
 *   hog MB
 */
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
	long mb = argc > 1 ? atol(argv[1]) : 64;

	for (long i = 0; i < mb; i++) {
		char *p = malloc(1 << 20);

		if (!p)
			return 1;
		memset(p, 1, 1 << 20);
	}
	return 0;
}
