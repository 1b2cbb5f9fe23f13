/*
 * ASSERTION: an aggregation nothing defines, used as a value in an
 * expression, is first an unknown name (D_IDENT_UNDEF), as DTrace resolves
 * the name before judging its use.
 */
BEGIN
{
	x = 2 * @nowhere;
	exit(0);
}
