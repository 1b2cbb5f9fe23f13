/*
 * ASSERTION: the same storage class twice is D_DECL_CLASS too.
 */
extern extern int x;

BEGIN
{
	exit(0);
}
