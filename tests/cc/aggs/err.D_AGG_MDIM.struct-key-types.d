/*
 * ASSERTION: an aggregation keyed by one struct type may not be keyed by
 * another of the same layout elsewhere: D_AGG_MDIM.
 */
struct a { int x; };
struct b { int x; };
struct a va;
struct b vb;

BEGIN
{
	@[va] = count();
	@[vb] = count();
}
