/*
 * ASSERTION: a pointer into dtrace's scratch cast to an integer is a
 * number the program may shift, mask and divide: (int64_t)curcpu >> 8
 * (a built-in pointer in DTrace) and alloca()'s address (8-byte aligned)
 * load; the kernel's verifier once refused the shift as pointer
 * arithmetic.
 */
#pragma D option quiet

BEGIN
{
	c = ((int64_t)curcpu) >> 8;
	a = (uint64_t)alloca(4);
	printf("shifted %d, aligned %d, divided %d\n", c != 0, ((uint64_t)alloca(8) & 7) == 0,
	    ((uint64_t)alloca(8) / 8) % 1 == 0);
	printf("global %d\n", (a & 7) == 0);
	exit(0);
}
