/*
 * ASSERTION: printa() of several aggregations without a format prints
 * each key once with every aggregation's value after it; a key missing
 * from one aggregation shows 0 there; rows sort by the first
 * aggregation's value. With a format, the same rows.
 */
#pragma D option quiet
BEGIN
{
	@c["a"] = count();
	@c["b"] = count();
	@c["b"] = count();
	@s["a"] = sum(10);
	@s["b"] = sum(20);
	@s["c"] = sum(5);
	printa(@c, @s);
	printa("%s %@d %@d\n", @c, @s);
	exit(0);
}
