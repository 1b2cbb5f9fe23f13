/*
 * ASSERTION: a body that is never closed is a syntax error at end of input.
 */
BEGIN
{
	x = 1;
