/*
 * ASSERTION: the D library's constants: DTRACEFLT_* (ERROR's arg4),
 * PR_MODEL_*, Linux's errno names (aliases too), the i386 and generic
 * register names for uregs[], and ucaller.
 */
ERROR
/arg4 == DTRACEFLT_BADADDR || arg4 == DTRACEFLT_DIVZERO || arg4 == DTRACEFLT_UNKNOWN/
{
	trace(DTRACEFLT_BADSTACK);
}

syscall::openat:return
/errno == ENOENT || errno == EACCES || errno == EWOULDBLOCK || errno == ENOTSUP/
{
	printf("%d %d %x %x %x %x\n", curpsinfo->pr_dmodel == PR_MODEL_LP64, PR_MODEL_ILP32,
	    uregs[R_EAX], uregs[R_EIP], uregs[R_ERR], ucaller);
}
