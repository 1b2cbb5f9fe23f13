/*
 * ASSERTION: a constant alloca() size larger than scratchsize is refused
 * when the program is compiled.
 */
#pragma D option scratchsize=64

BEGIN
{
	alloca(65);
}
