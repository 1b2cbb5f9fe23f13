/*
 * ASSERTION: a declaration has at most one storage class: "self this" is
 * D_DECL_CLASS, as in DTrace, not a silently accepted variable.
 */
self this int x;

BEGIN
{
	exit(0);
}
