/*
 * ASSERTION: trace() of an aggregation is D_TRACE_AGG (it was a crash of
 * the checker, which took the aggregation's missing type).
 */
BEGIN
{
	@a = count();
	trace(@a);
	exit(0);
}
