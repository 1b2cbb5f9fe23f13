/*
 * ASSERTION: quantize() power-of-two buckets; the rows run from one empty
 * bucket below the first non-empty one to one above the last; bars are
 * 40 characters for the whole, rounded.
 */
#pragma D option quiet
BEGIN
{
	@q = quantize(0);
	@q = quantize(1);
	@q = quantize(1);
	@q = quantize(2);
	@q = quantize(3);
	@q = quantize(1000);
	exit(0);
}
