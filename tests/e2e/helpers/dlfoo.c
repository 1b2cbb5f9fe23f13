/*
 * dlfoo - loads a library some time after it starts and calls two of its
 * functions a known number of times: for pid probes on a library the
 * process has not mapped when tracing starts.
 *
 *   dlfoo LIB MS   sleeps MS milliseconds ("-": waits for a line on stdin,
 *                  after printing "ready"; a line that is a path names the
 *                  library instead of LIB), then dlopen(LIB), and calls
 *                  int dtfoo_add(int) 3 times and int dtfoo_mul(int) 4
 *                  times through dlsym(); exits 0 (1 if LIB or a function
 *                  is missing).
 */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int main(int argc, char **argv)
{
	int (*add)(int), (*mul)(int);
	volatile int sum = 0;
	void *lib;

	if (argc < 3)
		return 2;
	if (argv[2][0] == '-') {
		static char line[4096];

		printf("ready\n");
		fflush(stdout);
		if (!fgets(line, sizeof(line), stdin))
			return 1;
		line[strcspn(line, "\n")] = '\0';
		if (line[0] == '/')
			argv[1] = line;
	} else {
		long ms = atol(argv[2]);
		struct timespec ts = { ms / 1000, (ms % 1000) * 1000000 };

		nanosleep(&ts, NULL);
	}
	lib = dlopen(argv[1], RTLD_NOW);
	if (!lib)
		return 1;
	*(void **)&add = dlsym(lib, "dtfoo_add");
	*(void **)&mul = dlsym(lib, "dtfoo_mul");
	if (!add || !mul)
		return 1;
	for (int i = 0; i < 3; i++)
		sum += add(i);
	for (int i = 0; i < 4; i++)
		sum += mul(i);
	return 0;
}
