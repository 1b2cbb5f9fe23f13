#!/usr/sbin/dtrace -qs
/*
 * execsnoop.d - new programs as they are executed, with their arguments.
 *
 * Which programs are being started, by whom, and with what command line?
 * Short-lived processes that top(1) never sees show up here.
 *
 * USAGE:    execsnoop.d                 every exec on the system, until Ctrl-C
 *           execsnoop.d -p PID          only execs by PID's children (progeny)
 *           execsnoop.d -c CMD          run CMD, show the execs of it and its children
 *
 * COLUMNS:  TIME       wall clock time of the exec (HH:MM:SS)
 *           PID        process ID of the new program
 *           PPID       parent process ID
 *           UID        user ID
 *           COMM       the new program's name (execname)
 *           ARGS       its command line (curpsinfo->pr_psargs)
 *
 * OPTIONS:  -p PID, -c CMD as above (DTrace's $target); no macro arguments.
 *
 * OVERHEAD: negligible: one record per successful exec (proc:::exec-success).
 */

#pragma D option switchrate=10hz

dtrace:::BEGIN
{
	printf("%-20s %7s %7s %5s %-16s %s\n", "TIME", "PID", "PPID", "UID", "COMM", "ARGS");
}

proc:::exec-success
/$target == 0 || progenyof($target)/
{
	printf("%-20Y %7d %7d %5d %-16s %s\n", walltimestamp, pid, ppid, uid, execname,
	    curpsinfo->pr_psargs);
}
