/*
 * ASSERTION: a shift needs integral operands (DTrace wording).
 */
BEGIN
{
	x = 1 << "a";
}
