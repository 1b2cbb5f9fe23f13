/*
 * ASSERTION: inet_ntoa6()'s second argument (strict) must be an integer
 * constant: a variable is D_PROTO_ARG.
 */
BEGIN
{
	strict = 1;
	trace(inet_ntoa6((void *)alloca(16), strict));
}
