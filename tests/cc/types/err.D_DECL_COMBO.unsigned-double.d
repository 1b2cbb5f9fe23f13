/*
 * ASSERTION: "unsigned double" is not a type: D_DECL_COMBO.
 */
unsigned double d;

BEGIN
{
	exit(0);
}
