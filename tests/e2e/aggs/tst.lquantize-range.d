/*
 * ASSERTION: lquantize() prints only from one level below the first
 * non-empty level to one above the last.
 */
#pragma D option quiet
BEGIN
{
	@l["k"] = lquantize(42, 0, 1000, 5);
	@l["k"] = lquantize(44, 0, 1000, 5);
	@l["k"] = lquantize(51, 0, 1000, 5);
	exit(0);
}
