/*
 * ASSERTION: D has no loops: "for" is a reserved word, not a statement.
 */
BEGIN
{
	for (i = 0; i < 10; i++) x++;
}
