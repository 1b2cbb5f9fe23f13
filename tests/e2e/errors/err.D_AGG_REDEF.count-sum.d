/*
 * ASSERTION: an aggregation keeps its function.
 */
BEGIN
{
	@a = count();
	@a = sum(1);
}
