/*
 * ASSERTION: return(value), DTrace's override of a kernel function's
 * return value, needs kprobes' override here: D_FUNC_UNSUP.
 */
syscall::getpid:entry
{
	return(-1);
}
