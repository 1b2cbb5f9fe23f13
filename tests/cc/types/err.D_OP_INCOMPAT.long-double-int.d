/*
 * ASSERTION: an integer is not assigned to a long double (no conversion
 * in D): D_OP_INCOMPAT.
 */
long double ld;

BEGIN
{
	ld = 1;
	exit(0);
}
