#!/usr/sbin/dtrace -qs
/*
 * threadsnoop.d - new threads as they are created (pthread_create(3) and
 * every other clone(2) with CLONE_THREAD).
 *
 * USAGE:    threadsnoop.d               every new thread, until Ctrl-C
 *           threadsnoop.d -p PID        only threads created in PID
 *           threadsnoop.d -c CMD        run CMD, show the threads it creates
 *
 * COLUMNS:  TIME(ms)   milliseconds since tracing began
 *           PID        process ID
 *           TID        thread ID of the creating thread
 *           NEWTID     thread ID of the new thread
 *           COMM       process name
 *
 * OPTIONS:  -p PID, -c CMD as above ($target).
 *
 * OVERHEAD: negligible: one record per thread creation (proc:::lwp-create).
 */

#pragma D option switchrate=10hz

dtrace:::BEGIN
{
	start = timestamp;
	printf("%9s %7s %7s %7s %s\n", "TIME(ms)", "PID", "TID", "NEWTID", "COMM");
}

proc:::lwp-create
/$target == 0 || pid == $target/
{
	printf("%9d %7d %7d %7d %s\n", (timestamp - start) / 1000000, pid, tid,
	    args[0]->pr_lwpid, execname);
}
