/*
 * ASSERTION: a call of what is no function (tick-1() is tick - 1()) is
 * found before the aggregation's second index: DTrace's parser finds the
 * first, its checker the second.
 */
BEGIN
{
	@counts[0][2] = tick-1();
	exit(0);
}
