/*
 * ASSERTION: printf() with an empty format is refused: DTrace judges the
 * format string before its arguments.
 */
BEGIN
{
	printf("");
	exit(0);
}
