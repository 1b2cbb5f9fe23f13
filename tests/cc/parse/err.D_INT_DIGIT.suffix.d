/*
 * ASSERTION: letters after an integer constant that are not a suffix are
 * invalid digits.
 */
BEGIN
{
	x = 12abc;
}
