/*
 * ASSERTION: inet_ntoa6() takes an address and, optionally, strict: three
 * arguments are D_PROTO_LEN.
 */
BEGIN
{
	trace(inet_ntoa6((void *)alloca(16), 1, 2));
}
