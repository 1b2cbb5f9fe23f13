/*
 * OPTIONS: -x aggsortkey
 * ASSERTION: -x aggsortkey sorts aggregations by key instead of value.
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
