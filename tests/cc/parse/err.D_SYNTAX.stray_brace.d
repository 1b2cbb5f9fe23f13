/*
 * ASSERTION: an extra closing brace is reported with its own text.
 */
BEGIN
{
	x = 1;
}
}
