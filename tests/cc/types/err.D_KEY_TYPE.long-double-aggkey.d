/*
 * ASSERTION: an aggregation is not keyed by a long double here (its key
 * would be 16 raw bytes): D_KEY_TYPE, as for a struct key.
 */
long double ld;

BEGIN
{
	@[ld] = count();
	exit(0);
}
