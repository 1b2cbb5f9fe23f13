/*
 * OPTIONS: -x aggsortrev
 * ASSERTION: -x aggsortrev reverses the sort: largest value first, ties
 * in reverse key order.
 */
#pragma D option quiet
BEGIN
{
	@c["b"] = count();
	@c["a"] = count();
	@c["a"] = count();
	@c["c"] = count();
	@c["c"] = count();
	@c["c"] = count();
	@c["d"] = count();
	@c["d"] = count();
	exit(0);
}
