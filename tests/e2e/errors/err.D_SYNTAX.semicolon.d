/*
 * ASSERTION: a syntax error names the line and the token, as DTrace does.
 */
BEGIN
{
	x = ;
}
