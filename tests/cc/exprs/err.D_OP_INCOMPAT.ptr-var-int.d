/*
 * ASSERTION: a variable that holds a pointer takes another pointer or the
 * constant 0, not an integer: storing pid into the variable that held
 * curthread is D_OP_INCOMPAT (in either order, as in DTrace).
 */
BEGIN
{
	t = curthread;
	t = 0;
	t = pid;
}
