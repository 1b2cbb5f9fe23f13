#!/usr/sbin/dtrace -s
/*
 * ASSERTION: a script may start with a #! line, which the compiler skips.
 */
#pragma D option quiet
BEGIN
{
	printf("shebang ok\n");
	exit(0);
}
