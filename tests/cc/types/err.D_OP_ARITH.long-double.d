/*
 * ASSERTION: a long double is stored and printed, never computed with:
 * arithmetic on one is D_OP_ARITH, as on a double and as in DTrace.
 */
long double ld;

BEGIN
{
	x = ld * 2;
	exit(0);
}
