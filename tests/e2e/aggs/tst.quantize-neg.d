/*
 * ASSERTION: quantize() of negative values uses the negative buckets
 * (-1, -2, -4, ...), below zero.
 */
#pragma D option quiet
BEGIN
{
	@q = quantize(-1);
	@q = quantize(-5);
	@q = quantize(-5);
	@q = quantize(3);
	exit(0);
}
