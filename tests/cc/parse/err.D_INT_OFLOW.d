/*
 * ASSERTION: an integer constant that does not fit in 64 bits is an error.
 */
BEGIN
{
	x = 18446744073709551616;
}
