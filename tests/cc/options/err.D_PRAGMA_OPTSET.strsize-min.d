/*
 * ASSERTION: strsize below 2 (a character and its NUL) is refused, as
 * DTrace refuses it.
 */
#pragma D option strsize=1
BEGIN
{
	exit(0);
}
