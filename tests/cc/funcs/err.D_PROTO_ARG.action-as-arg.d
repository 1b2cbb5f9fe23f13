/*
 * ASSERTION: an action passed where a subroutine's prototype wants a typed
 * value is a prototype mismatch (the action is void), D_PROTO_ARG.
 */
BEGIN
{
	x = progenyof(exit(0));
}
