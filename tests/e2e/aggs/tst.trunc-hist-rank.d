/*
 * ASSERTION: trunc(@, n) ranks histogram entries as printa() sorts them:
 * by the sum of bucket value times count (then the count at zero, then
 * the key), not by how many values each holds.  Every key below holds
 * four values; trunc(@, 2) keeps the two greatest sums, trunc(@, -2)
 * the two least.
 */
#pragma D option quiet
BEGIN
{
	@l[1] = lquantize(10, 0, 100, 10); @l[1] = lquantize(10, 0, 100, 10);
	@l[1] = lquantize(10, 0, 100, 10); @l[1] = lquantize(10, 0, 100, 10);
	@l[2] = lquantize(50, 0, 100, 10); @l[2] = lquantize(50, 0, 100, 10);
	@l[2] = lquantize(50, 0, 100, 10); @l[2] = lquantize(50, 0, 100, 10);
	@l[3] = lquantize(30, 0, 100, 10); @l[3] = lquantize(30, 0, 100, 10);
	@l[3] = lquantize(30, 0, 100, 10); @l[3] = lquantize(30, 0, 100, 10);
	@l[4] = lquantize(90, 0, 100, 10); @l[4] = lquantize(90, 0, 100, 10);
	@l[4] = lquantize(90, 0, 100, 10); @l[4] = lquantize(90, 0, 100, 10);
	@l[5] = lquantize(70, 0, 100, 10); @l[5] = lquantize(70, 0, 100, 10);
	@l[5] = lquantize(70, 0, 100, 10); @l[5] = lquantize(70, 0, 100, 10);
	trunc(@l, 2);
	printa("lquantize, trunc 2: %d\n", @l);

	@q["a"] = quantize(1000); @q["a"] = quantize(1000);
	@q["b"] = quantize(1); @q["b"] = quantize(1);
	@q["c"] = quantize(100); @q["c"] = quantize(100);
	@q["d"] = quantize(10); @q["d"] = quantize(10);
	trunc(@q, -2);
	printa("quantize, trunc -2: %s\n", @q);

	/* equal sums: the one with more values at zero ranks higher */
	@z["more-zeros"] = lquantize(0, -10, 10, 1);
	@z["more-zeros"] = lquantize(0, -10, 10, 1);
	@z["more-zeros"] = lquantize(-5, -10, 10, 1);
	@z["more-zeros"] = lquantize(5, -10, 10, 1);
	@z["fewer-zeros"] = lquantize(-3, -10, 10, 1);
	@z["fewer-zeros"] = lquantize(3, -10, 10, 1);
	@z["fewer-zeros"] = lquantize(-4, -10, 10, 1);
	@z["fewer-zeros"] = lquantize(4, -10, 10, 1);
	trunc(@z, 1);
	printa("equal sums, trunc 1: %s\n", @z);
	exit(0);
}
