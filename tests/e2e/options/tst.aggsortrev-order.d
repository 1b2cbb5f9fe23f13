/*
 * ASSERTION: under aggsortrev the aggregations left to print at exit come
 * last-declared first (DTrace walks them all in one sort, by aggregation
 * first, and reverses the whole of it); printa() of one is unchanged.
 */
#pragma D option quiet
#pragma D option aggsortrev
BEGIN
{
	@first["a"] = sum(1);
	@first["b"] = sum(2);
	@second["c"] = sum(3);
	@second["d"] = sum(4);
	@third["e"] = sum(5);
	@shown["x"] = sum(1);
	@shown["y"] = sum(2);
	printa("shown %s %@d\n", @shown);
	exit(0);
}
