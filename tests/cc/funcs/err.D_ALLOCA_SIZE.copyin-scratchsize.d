/*
 * ASSERTION: a constant copyin() size larger than the scratch space
 * (scratchsize, rounded up to 8) is refused when the program compiles.
 */
#pragma D option scratchsize=64

BEGIN
{
	copyin(0, 65);
	exit(0);
}
