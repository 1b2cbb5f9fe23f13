/*
 * ASSERTION: a width past 65535 in a format is refused, not an integer
 * overflow while it is read (found by fuzzing; UBSan).
 */
BEGIN
{
	printf("%99999999999d\n", 1);
	exit(0);
}
