/*
 * ASSERTION: a character that starts no token is a syntax error.
 */
BEGIN
{
	x = 1 # 2;
}
