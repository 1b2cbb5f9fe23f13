/*
 * ASSERTION: a long double is not cast to a double either (DTrace casts a
 * floating type only to itself): (double)ld is D_CAST_INVAL.
 */
long double ld;

BEGIN
{
	trace((double)ld);
	exit(0);
}
