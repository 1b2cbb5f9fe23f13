/*
 * ASSERTION: an aggregation is not a value: passing one to exit() is
 * D_PROTO_ARG (it was a crash of the checker).
 */
BEGIN
{
	@a = count();
	exit(@a);
	exit(0);
}
