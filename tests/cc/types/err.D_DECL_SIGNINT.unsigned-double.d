/*
 * ASSERTION: "unsigned double" is not a type: D_DECL_SIGNINT, as DTrace names it.
 */
unsigned double d;

BEGIN
{
	exit(0);
}
