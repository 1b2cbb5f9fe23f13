/*
 * ASSERTION: quantize(1) and quantize(1000) land in buckets 1 and 512,
 * each with half of the bar.
 */
#pragma D option quiet
BEGIN
{
	@q = quantize(1);
	@q = quantize(1000);
	exit(0);
}
