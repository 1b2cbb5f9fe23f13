/*
 * ASSERTION: psinfo_t's pr_psargs is read from the current process's
 * memory only: translated from another task (dtrace's own, saved in BEGIN)
 * it is "<unknown>", while curpsinfo's holds the arguments.
 */
#pragma D option quiet
#pragma D option destructive

BEGIN
{
	me = curthread;
	system("/bin/true psargs test");
}

proc:::exec-success
/progenyof($pid) && execname == "true"/
{
	printf("[%s] [%s]\n", curpsinfo->pr_psargs, xlate<psinfo_t>(me).pr_psargs);
	exit(0);
}

tick-10s
{
	exit(1);
}
