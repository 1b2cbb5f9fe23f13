/*
 * ASSERTION: ldpath, where the linker is looked for, is the consumer's
 * setting as -x gives it: a pragma cannot set it from within a D program.
 */
#pragma D option ldpath=/usr/bin
BEGIN
{
	exit(0);
}
