/*
 * ASSERTION: a string argument takes 0 and a void * (DTrace's const char *),
 * but not a pointer to another type: D_PROTO_ARG.
 */
BEGIN
{
	trace(strlen((void *)0) + strlen(0));
	trace(strlen((int *)0));
}
