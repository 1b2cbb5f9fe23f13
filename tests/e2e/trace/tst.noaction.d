/*
 * ASSERTION: a clause without actions prints the default record: the
 * prefix alone.
 */
BEGIN
{
}
BEGIN
{
	exit(0);
}
