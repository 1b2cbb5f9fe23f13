/*
 * ASSERTION: a character constant may not span lines.
 */
BEGIN
{
	c = 'a
';
}
