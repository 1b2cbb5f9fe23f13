/*
 * ASSERTION: a macro argument that was not given is an error (without
 * -x defaultargs).
 */
BEGIN
{
	trace($1);
}
