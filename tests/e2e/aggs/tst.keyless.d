/*
 * ASSERTION: a key-less aggregation of each scalar function prints its
 * value as " %16lld"; at exit the aggregations come out in the order they
 * were first used, without blank lines between them.
 */
#pragma D option quiet
BEGIN
{
	@cnt = count(); @cnt = count(); @cnt = count();
	@sum = sum(10); @sum = sum(-3);
	@avg = avg(1); @avg = avg(2); @avg = avg(4);
	@min = min(5); @min = min(-3); @min = min(10);
	@max = max(5); @max = max(-3); @max = max(10);
	exit(0);
}
