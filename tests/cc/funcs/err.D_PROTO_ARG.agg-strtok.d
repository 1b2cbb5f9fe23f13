/*
 * ASSERTION: an aggregation is not a value: passing one to strtok() is
 * D_PROTO_ARG (it was a crash of the checker).
 */
BEGIN
{
	@a = count();
	strtok(@a, "x");
	exit(0);
}
