/*
 * ASSERTION: freopen("") (back to the standard output) is not an empty
 * format: it compiles.
 */
#pragma D option destructive

BEGIN
{
	freopen("");
	exit(0);
}
