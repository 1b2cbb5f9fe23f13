/*
 * ASSERTION: a string literal may not span lines.
 */
BEGIN
{
	s = "abc
def";
}
