/*
 * OPTIONS: -q -x oformat=json
 * ASSERTION: quantize(), lquantize() and llquantize() values are "buckets":
 * the rows the text prints, each {"value": lower bound, "count": n}; the
 * "< base" and ">= limit" rows of lquantize() and the "<= -limit" and
 * ">= limit" rows of llquantize() are flagged "underflow" and "overflow"
 * (value: the bound the text shows; llquantize()'s middle row, for
 * abs(v) < factor^low, has the value 0);
 * negative values and weights (quantize(v, incr)) count as in the text;
 * keyed histograms carry their keys; normalize() divides the counts.
 */
BEGIN
{
	@q = quantize(0);
	@q = quantize(5);
	@q = quantize(5);
	@q = quantize(-3);
	@q = quantize(1000, 3);
	@l = lquantize(-5, 0, 10, 2);
	@l = lquantize(3, 0, 10, 2);
	@l = lquantize(10, 0, 10, 2);
	@l = lquantize(42, 0, 10, 2);
	@ll = llquantize(1, 10, 0, 2, 10);
	@ll = llquantize(55, 10, 0, 2, 10);
	@ll = llquantize(5000, 10, 0, 2, 10);
	@k["x"] = quantize(1);
	@k["y"] = quantize(2);
	@k["y"] = quantize(3, 4);
	@nq = lquantize(5, 0, 10, 5, 3000);
	normalize(@nq, 1000);
	exit(0);
}
