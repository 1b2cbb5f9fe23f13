/*
 * ASSERTION: an aggregation is not a value: passing one to mutex_owned() is
 * D_PROTO_ARG (it was a crash of the checker).
 */
BEGIN
{
	@a = count();
	mutex_owned(@a);
	exit(0);
}
