/*
 * floats - passes pointers to a known double (pi), float (1.5), long
 * double (e, to 20 digits) and a struct holding a long double to
 * report(), so that tests can read and print floating-point values with
 * the pid provider: report(&d, &f, &ld, &ls) once, then exits.
 */
struct ldpair {
	int id;
	long double ld; /* at offset 16: a long double is 16-byte aligned */
};

static volatile double d = 3.14159265358979;
static volatile float f = 1.5f;
static volatile long double ld = 2.71828182845904523536L;
static volatile struct ldpair ls = { 7, -1234.5L };
static volatile long sink;

__attribute__((noinline)) void report(volatile double *dp, volatile float *fp, volatile long double *ldp,
				      volatile struct ldpair *lsp)
{
	sink += (long)*dp + (long)*fp + (long)*ldp + lsp->id;
	__asm__ volatile("");
}

int main(void)
{
	report(&d, &f, &ld, &ls);
	return 0;
}
