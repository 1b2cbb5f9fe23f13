/*
 * ASSERTION: multiplication needs arithmetic operands (DTrace wording).
 */
BEGIN
{
	x = "a" * 2;
}
