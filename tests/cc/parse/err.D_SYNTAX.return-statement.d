/*
 * ASSERTION: D has no return statement: return without its parenthesized
 * value is a syntax error.
 */
BEGIN
{
	return;
}
