/*
 * ASSERTION: as in DTrace, a ")" that closes nothing is reported as such.
 */
BEGIN
{
	x = (1 + 2));
}
