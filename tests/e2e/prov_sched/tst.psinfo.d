/*
 * OPTIONS: -q -c "$HELPERS/syscalls sleep=50 sleep=50"
 * ASSERTION: in sched probes, curpsinfo and curlwpsinfo describe the
 * current process and thread (pr_fname, pr_pid, pr_lwpid), and
 * sched:::wakeup's args[1] is the psinfo_t of the process woken: two
 * sleeps put the target off CPU and wake it at least twice each.
 */
sched:::off-cpu
/pid == $target/
{
	@off[curpsinfo->pr_fname, curpsinfo->pr_pid == pid, curlwpsinfo->pr_lwpid == tid] = count();
}
sched:::wakeup
/args[1]->pr_pid == $target/
{
	@wake = count();
}
END
{
	printa("off-cpu %s %d %d %@d\n", @off);
	printa("wakeups %@d\n", @wake);
}
