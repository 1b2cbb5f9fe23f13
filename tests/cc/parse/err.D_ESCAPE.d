/*
 * ASSERTION: an unknown escape sequence in a string is an error.
 */
BEGIN
{
	s = "a\xq";
}
