/*
 * ASSERTION: an aggregation may be keyed by a long double (its 16 bytes),
 * as in DTrace, alone and beside other keys.
 */
long double ld;

BEGIN
{
	@[ld] = count();
	@b[1, ld, "x"] = sum(2);
	exit(0);
}
