/*
 * ASSERTION: a binary operator without its right operand is a syntax error
 * near the token that follows it.
 */
BEGIN
{
	x = 1 + ;
}
