/*
 * ASSERTION: & takes one element past a declared array's end, no more:
 * &a[5] of int a[4] is D_ARR_BOUNDS.
 */
int a[4];

BEGIN
{
	p = &a[5];
	exit(0);
}
