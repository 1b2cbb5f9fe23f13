/*
 * ASSERTION: an inline of type float cannot hold an integer constant (D
 * has no floating-point constants): D_OP_INCOMPAT, not an internal error.
 */
inline float x = 1;

BEGIN
{
	exit(0);
}
