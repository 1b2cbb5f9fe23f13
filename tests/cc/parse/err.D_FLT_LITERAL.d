/*
 * ASSERTION: D has no floating-point constants.
 */
BEGIN
{
	x = 1.5;
}
