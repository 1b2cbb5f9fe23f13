/*
 * ASSERTION: a cast to a D`-scoped name that is no type is DTrace's
 * failed type lookup (D_TYPE_ERR), not a syntax error: the D scope
 * holds types only.
 */
BEGIN
{
	x = (D`nosuch_t)1;
}
