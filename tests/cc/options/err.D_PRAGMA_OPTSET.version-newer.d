/*
 * ASSERTION: a D version newer than ours (2.0) is refused, as DTrace
 * refuses a version it does not know, naming the option and the value.
 */
#pragma D option version=99.1
BEGIN
{
	exit(0);
}
