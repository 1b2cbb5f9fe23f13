/*
 * ASSERTION: without -q, exit prints the BEGIN record line, the blank
 * line, then the aggregation.
 */
BEGIN
{
	@["k"] = count();
	exit(0);
}
