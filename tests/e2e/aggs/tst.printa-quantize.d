/*
 * ASSERTION: %@d of a quantize() prints the histogram in a printa()
 * format.
 */
#pragma D option quiet
BEGIN
{
	@q["k"] = quantize(8);
	printa("key %s%@d\n", @q);
	exit(0);
}
