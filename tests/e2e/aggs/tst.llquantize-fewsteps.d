/*
 * ASSERTION: llquantize() with fewer steps than its factor (4, 2): each
 * order's first step runs from factor^k up to factor^(k+1)/steps, the
 * next is that wide (1: [1,2) 2: [2,4) 4: [4,8) 8: [8,16)); negative
 * values mirror them.
 */
#pragma D option quiet

BEGIN
{
	@ = llquantize(1, 4, 0, 1, 2);
	@ = llquantize(2, 4, 0, 1, 2, 10);
	@ = llquantize(3, 4, 0, 1, 2, 10);
	@ = llquantize(4, 4, 0, 1, 2, 100);
	@ = llquantize(7, 4, 0, 1, 2, 100);
	@ = llquantize(8, 4, 0, 1, 2, 3);
	@ = llquantize(15, 4, 0, 1, 2);
	@ = llquantize(16, 4, 0, 1, 2, 5);
	@ = llquantize(0, 4, 0, 1, 2, 7);
	@ = llquantize(-3, 4, 0, 1, 2, 9);
	exit(0);
}
