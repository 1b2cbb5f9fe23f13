/*
 * ASSERTION: count() with string keys, printed at exit sorted by value
 * (ties by key): "  %-50s %16lld" per entry after the exit blank line.
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
	exit(0);
}
