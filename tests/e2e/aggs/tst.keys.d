/*
 * ASSERTION: tuple keys print each member in turn: an int as " %8d",
 * a 64-bit integer as " %16lld", a string as "  %-50s". Ties in value
 * are broken by the keys, integers compared as unsigned (so -3 sorts
 * after 1), as DTrace does.
 */
#pragma D option quiet
BEGIN
{
	@t[1, "one"] = count();
	@t[2, "two"] = count();
	@t[2, "two"] = count();
	@t[-3, "minus three"] = count();
	@w[(int64_t)4294967296] = sum(1);
	@w[(int64_t)-1] = sum(2);
	exit(0);
}
