/*
 * ASSERTION: a translator or xlate naming types that do not exist is a
 * syntax error, not an internal error (found by fuzzing).
 */
translator _ < n x > {
};

BEGIN
{
	exit(0);
}
