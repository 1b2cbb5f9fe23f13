/*
 * OPTIONS: -q -c "$HELPERS/forkexec /bin/true"
 * ASSERTION: a fault in a program that is a copy of another's body
 * (proc:::lwp-exit of proc:::exec-success's; cg.c "shared bodies") is
 * reported with the copy's own enabled probe id (ERROR's arg1), as it was
 * when each attach point had a body of its own.
 */
proc:::exec-success, proc:::lwp-exit
/ppid == $target/
{
	trace(*(int *)0);
}
ERROR
{
	printf("error epid %d fault %d\n", arg1, arg4);
}
