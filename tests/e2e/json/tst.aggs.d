/*
 * OPTIONS: -q -x oformat=json
 * ASSERTION: printa() is an output item {"aggregation-name", "aggregation-
 * data"}: one object per entry, in the text's order, with "keys" (plain
 * values: integers, strings) and the value named by the aggregating
 * function (count, sum, avg, min, max, stddev; normalize() applied). A
 * printa() of several aggregations is one item each; with a format, a
 * {"message"} item with the text comes first. printa() of an empty
 * aggregation has no entries. At exit, every non-empty aggregation
 * that no printa() printed is a line of its own, the pseudo-probe
 * dtrace:INTERNAL:INTERNAL:AGGREGATION.
 */
BEGIN
{
	@c["b", 2] = count();
	@c["a", 1] = count();
	@c["a", 1] = count();
	@s[-1] = sum(-40);
	@s[7] = sum(5);
	@avg = avg(10);
	@avg = avg(21);
	@min = min(3);
	@min = min(-8);
	@max = max(3);
	@max = max(12);
	@sd = stddev(2);
	@sd = stddev(4);
	@sd = stddev(9);
	@n[1] = sum(3000);
	@n[2] = sum(1000);
	@empty[1] = count();
	trunc(@empty);
	@unprinted["left"] = count();
}

BEGIN
{
	printa(@c);
	printa("%s %d %@d\n", @c);
	printa("%d %@d %@d\n", @s, @n);
	normalize(@n, 1000);
	printa(@n);
	printa(@empty);
	printa(@avg);
	printa(@min);
	printa(@max);
	printa(@sd);
	exit(0);
}
