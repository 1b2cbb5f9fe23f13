/*
 * ASSERTION: a hex constant wider than 64 bits is an error.
 */
BEGIN
{
	x = 0x10000000000000000;
}
