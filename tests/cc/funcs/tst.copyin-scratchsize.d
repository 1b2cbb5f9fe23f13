/*
 * ASSERTION: copyin() and copyinstr() of exactly the scratch space compile.
 */
#pragma D option scratchsize=64

BEGIN
{
	copyin(0, 64);
	copyinstr(0, 64);
	exit(0);
}
