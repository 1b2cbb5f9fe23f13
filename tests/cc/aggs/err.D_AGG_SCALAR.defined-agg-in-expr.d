/*
 * ASSERTION: a defined aggregation used as a value is D_AGG_SCALAR.
 */
BEGIN
{
	@total = sum(3);
	x = @total - 1;
	exit(0);
}
