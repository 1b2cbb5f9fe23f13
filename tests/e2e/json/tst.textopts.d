/*
 * OPTIONS: -F -x oformat=json -x aggpack -x agghist
 * ASSERTION: the text-layout options have no effect on JSON: -F
 * (flowindent) indents probe lines, which JSON does not have, and
 * aggpack / agghist redraw histograms and counts whose JSON "buckets" and
 * values already carry every row; the lines are those the same script
 * gives without them, each one JSON.
 */
BEGIN
{
	trace("flow");
	@q = quantize(3);
	@q = quantize(100);
	@c["x"] = count();
	@c["y"] = count();
	@c["y"] = count();
	exit(0);
}
