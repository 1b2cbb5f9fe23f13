/*
 * ifuncs - calls libc's IFUNC string functions a known number of times,
 * for pid probes on them (glibc resolves memcpy, strlen, memset and strcmp
 * to a CPU-specific implementation at relocation).
 *
 *   ifuncs [-p] [N]   (-p: wait for a line on stdin first, for dtrace -p)
 *   ifuncs -e         prints "evex" if the memset glibc chose starts with an
 *                     EVEX (AVX-512) instruction, else "plain"
 *
 * Calls memcpy(dst, src, 77) N times (default 5), strlen("ifunc-marker")
 * N+1 times, memset(dst, 0x5a, 55) N+2 times and strcmp(marker,
 * "ifunc-other") N+3 times, and exits 3 if memset did not fill dst as
 * asked (a probe must not change what it observes). The sizes and strings
 * are volatile or read at run time, so that the compiler keeps every call
 * a call to libc.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char src[128] = "ifunc-source", dst[128];
static char marker[32], other[32];
static volatile size_t cpy_len = 77, set_len = 55;
static volatile size_t sink;

int main(int argc, char **argv)
{
	int n = 5;

	if (argc > 1 && strcmp(argv[1], "-e") == 0) {
		void *(*volatile fn)(void *, int, size_t) = memset; /* the implementation bound */
		const unsigned char *code = (const unsigned char *)(void *)fn;

		while (*code == 0x66 || *code == 0x67 || *code == 0xf2 || *code == 0xf3 || *code == 0xf0 ||
		       *code == 0x2e || *code == 0x3e || *code == 0x26 || *code == 0x36 || *code == 0x64 ||
		       *code == 0x65)
			code++;
		printf("%s\n", *code == 0x62 ? "evex" : "plain");
		return 0;
	}

	if (argc > 1 && argv[1][0] == '-' && argv[1][1] == 'p') {
		char line[16];

		printf("ready\n");
		fflush(stdout);
		if (!fgets(line, sizeof(line), stdin))
			return 1;
		argc--;
		argv++;
	}
	if (argc > 1)
		n = atoi(argv[1]);
	snprintf(marker, sizeof(marker), "ifunc-%s", "marker");
	snprintf(other, sizeof(other), "ifunc-%s", "other");
	for (int i = 0; i < n; i++)
		memcpy(dst, src, cpy_len);
	for (int i = 0; i < n + 1; i++)
		sink += strlen(marker);
	for (int i = 0; i < n + 2; i++) {
		memset(dst, 0x5a, set_len);
		for (size_t k = 0; k < set_len; k++)
			if (dst[k] != 0x5a)
				return 3;
	}
	for (int i = 0; i < n + 3; i++)
		sink += (size_t)strcmp(marker, other);
	return 0;
}
