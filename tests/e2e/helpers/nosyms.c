/*
 * nosyms - code for the tests of stripped programs. The Makefile also
 * makes nosyms-stripped, a copy without any symbol table (strip
 * --strip-all, as Debian ships its programs), where only .eh_frame tells
 * the functions apart; the tests read the function addresses from this
 * unstripped copy (nm) and expect the stripped one's functions there.
 * Built -O2 without frame pointers, as distributions build.
 *
 *   nosyms CALLS SPIN_MS
 *     main -> outer -> middle -> leaf, CALLS times (each leaf() call
 *     returns once); then spin(SPIN_MS): a loop of several instructions
 *     in one function, burning CPU for profile samples at many pcs.
 * The empty asm after calls keeps them calls, not tail jumps.
 */
#include <stdlib.h>
#include <time.h>

static volatile long sink;

__attribute__((noinline)) long leaf(long n)
{
	sink += n;
	__asm__ volatile("");
	return n * 2;
}

__attribute__((noinline)) long middle(long n)
{
	long r = leaf(n);

	__asm__ volatile("");
	return r + 1;
}

__attribute__((noinline)) long outer(long n)
{
	long r = middle(n);

	__asm__ volatile("");
	return r + 1;
}

static double now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

__attribute__((noinline)) void spin(long ms)
{
	double end = now_ms() + (double)ms;
	unsigned long x = 1;

	while (now_ms() < end) {
		for (int i = 0; i < 100000; i++) {
			x = x * 6364136223846793005ul + 1442695040888963407ul;
			x ^= x >> 17;
			sink += (long)(x & 7);
		}
	}
}

int main(int argc, char **argv)
{
	long calls = argc > 1 ? atol(argv[1]) : 1, ms = argc > 2 ? atol(argv[2]) : 0;

	for (long i = 1; i <= calls; i++)
		outer(i);
	if (ms > 0)
		spin(ms);
	return 0;
}
