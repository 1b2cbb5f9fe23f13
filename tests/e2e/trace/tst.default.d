/*
 * ASSERTION: without -q, each record starts with the CPU, probe ID and
 * FUNCTION:NAME; trace() of an int prints " %8d", of a 64-bit integer
 * " %16lld", of a string "  %-33s".
 */
BEGIN
{
	trace(1);
	trace((int64_t)-2);
	trace("hello");
}
BEGIN
{
	exit(0);
}
