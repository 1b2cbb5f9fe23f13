/*
 * ASSERTION: a character constant holds at most 8 bytes.
 */
BEGIN
{
	c = 'abcdefghi';
}
