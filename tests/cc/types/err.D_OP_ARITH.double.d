/*
 * ASSERTION: D stores and prints floating-point values but does not
 * compute with them: arithmetic on a double is D_OP_ARITH, as in DTrace.
 */
double d;

BEGIN
{
	x = d + 1;
	exit(0);
}
