/*
 * ASSERTION: 8 and 9 are not octal digits.
 */
BEGIN
{
	x = 089;
}
