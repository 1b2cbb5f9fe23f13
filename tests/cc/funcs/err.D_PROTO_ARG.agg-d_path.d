/*
 * ASSERTION: an aggregation is not a value: passing one to d_path() is
 * D_PROTO_ARG (it was a crash of the checker).
 */
BEGIN
{
	@a = count();
	d_path(@a);
	exit(0);
}
