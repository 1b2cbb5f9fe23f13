/*
 * ASSERTION: an unknown macro variable is undefined.
 */
BEGIN
{
	x = $nosuchthing;
}
