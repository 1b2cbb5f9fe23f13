/*
 * ASSERTION: trace() of the empty string prints an empty string field,
 * as DTrace does (not a dump of its one NUL byte).
 */
BEGIN
{
	trace("");
	s = "";
	trace(s);
	exit(0);
}
