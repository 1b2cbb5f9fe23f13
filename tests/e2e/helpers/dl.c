/*
 * dl - loads a library after it starts: dlopen("libm.so.6"), then calls
 * its cbrt() (or FUNC, a double(double) such as cos, an IFUNC) N times
 * (default 3) through dlsym, and exits 0. For pid probes on a library
 * the process has not mapped when tracing starts.
 *
 *   dl [N [FUNC]]
 */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 3;
	void *lib = dlopen("libm.so.6", RTLD_NOW);
	double (*fn)(double);
	volatile double sum = 0;

	if (!lib)
		return 1;
	*(void **)&fn = dlsym(lib, argc > 2 ? argv[2] : "cbrt");
	if (!fn)
		return 1;
	for (int i = 0; i < n; i++)
		sum += fn(i);
	return 0;
}
