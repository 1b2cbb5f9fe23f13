/*
 * ASSERTION: a character constant holds at least one character.
 */
BEGIN
{
	c = '';
}
