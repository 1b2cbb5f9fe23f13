/*
 * ASSERTION: with -q, trace() prints its value bare: integers in decimal,
 * strings as they are, nothing between them.
 */
#pragma D option quiet
BEGIN
{
	trace(1);
	trace(" ");
	trace(-7);
	trace(" ");
	trace("str");
	trace("\n");
	exit(0);
}
