/*
 * ASSERTION: llquantize() counts negative values in the mirror image of the
 * positive steps (as DTrace on Linux does): -5 in the row -5, -70 in -70,
 * below -factor^(high+1) in "<= -100"; 0 in the middle row, which is
 * "abs() < factor^low" unless that is 1, then "0".
 */
#pragma D option quiet
BEGIN
{
	@a = llquantize(-5, 10, 0, 1, 10);
	@a = llquantize(-70, 10, 0, 1, 10);
	@a = llquantize(0, 10, 0, 1, 10);
	@a = llquantize(3, 10, 0, 1, 10);
	@b = llquantize(-250, 10, 0, 1, 10);
	@c = llquantize(-3, 10, 1, 2, 10);
	@c = llquantize(4, 10, 1, 2, 10);
	@c = llquantize(-40, 10, 1, 2, 10);
	exit(0);
}
