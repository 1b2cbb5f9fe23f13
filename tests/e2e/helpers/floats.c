/*
 * floats - passes pointers to a known double (pi) and float (1.5) to
 * report(), so that tests can read and print floating-point values with
 * the pid provider: report(&d, &f) once, then exits.
 */
static volatile double d = 3.14159265358979;
static volatile float f = 1.5f;
static volatile long sink;

__attribute__((noinline)) void report(volatile double *dp, volatile float *fp)
{
	sink += (long)*dp + (long)*fp;
	__asm__ volatile("");
}

int main(void)
{
	report(&d, &f);
	return 0;
}
