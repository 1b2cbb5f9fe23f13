/*
 * ASSERTION: llquantize(v, 10, 0, 1, 10): steps of 1 below 10, of 10
 * below 100, and ">= 100" above.
 */
#pragma D option quiet
BEGIN
{
	@ll = llquantize(5, 10, 0, 1, 10);
	@ll = llquantize(50, 10, 0, 1, 10);
	@ll = llquantize(500, 10, 0, 1, 10);
	exit(0);
}
