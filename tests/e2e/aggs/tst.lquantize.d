/*
 * ASSERTION: lquantize(v, 0, 100, 10): "< 0" and ">= 100" catch the
 * values outside the range; every level between is printed.
 */
#pragma D option quiet
BEGIN
{
	@l = lquantize(5, 0, 100, 10);
	@l = lquantize(15, 0, 100, 10);
	@l = lquantize(15, 0, 100, 10);
	@l = lquantize(150, 0, 100, 10);
	@l = lquantize(-5, 0, 100, 10);
	exit(0);
}
