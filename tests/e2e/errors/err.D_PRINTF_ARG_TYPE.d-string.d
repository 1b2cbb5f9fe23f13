/*
 * ASSERTION: printf() checks argument types against the conversions.
 */
BEGIN
{
	printf("%d\n", "string");
}
