/*
 * ASSERTION: an aggregation is not a value: passing one to print() is
 * D_PROTO_ARG (it was a crash of the checker).
 */
BEGIN
{
	@a = count();
	print(@a);
	exit(0);
}
