/*
 * ASSERTION: DTrace casts only between scalars (integers and pointers);
 * a long double converts to nothing else: (int)ld is D_CAST_INVAL.
 */
long double ld;

BEGIN
{
	x = (int)ld;
	exit(0);
}
