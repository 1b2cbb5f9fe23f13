/*
 * ASSERTION: the operand that a constant ?: does not choose is never
 * judged (DTrace folds it away while parsing): a Solaris-only member or
 * an action mixed with an integer there compiles.
 */
inline int OPT_proj = 0;
BEGIN
{
	OPT_proj ? printf("%5d ", curthread->t_procp->p_projid) : 1;
	OPT_proj ? 1 : trace(1);
}
