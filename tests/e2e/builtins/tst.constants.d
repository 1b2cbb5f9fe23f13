/*
 * OPTIONS: -q -c "$HELPERS/syscalls open=/nonexistent/x open=/etc/hostname"
 * ASSERTION: the D library's constants hold Linux's values: openat() of a
 * missing file fails with errno ENOENT, one that exists does not; a bad
 * address is DTRACEFLT_BADADDR in ERROR's arg4; the process is
 * PR_MODEL_LP64.
 */
syscall::openat:return
/pid == $target && arg1 < 0/
{
	printf("failed %d %d\n", errno == ENOENT, ENOENT);
}

syscall::openat:return
/pid == $target && arg1 >= 0 && curpsinfo->pr_dmodel == PR_MODEL_LP64/
{
	printf("opened %d\n", errno);
}

syscall::openat:return
/pid == $target && arg1 >= 0/
{
	trace(*(int *)8);
}

ERROR
{
	printf("fault %d %d\n", arg4 == DTRACEFLT_BADADDR, DTRACEFLT_BADADDR);
}
