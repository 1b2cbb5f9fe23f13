#!/usr/sbin/dtrace -qs
/*
 * exitsnoop.d - processes as they exit: how they ended, and how old they were.
 *
 * Which processes are dying, with which exit code or signal, and after how
 * long? Catches crash loops and short-lived helpers.
 *
 * USAGE:    exitsnoop.d                 every process exit, until Ctrl-C
 *           exitsnoop.d -p PID          only PID and its progeny
 *           exitsnoop.d -c CMD          run CMD, show its (and its children's) exits
 *
 * COLUMNS:  PID        process ID
 *           PPID       parent process ID
 *           COMM       process name
 *           AGE(ms)    milliseconds since the process started (fork)
 *           EXIT       "code N" for exit(N), "signal N" if killed by signal N,
 *                      "core N" if it also dumped core
 *
 * OPTIONS:  -p PID, -c CMD as above ($target).
 *
 * OVERHEAD: negligible: one record per process exit (proc:::exit).
 */

#pragma D option switchrate=10hz

dtrace:::BEGIN
{
	printf("%7s %7s %-16s %9s %s\n", "PID", "PPID", "COMM", "AGE(ms)", "EXIT");
}

proc:::exit
/$target == 0 || progenyof($target)/
{
	this->age = (walltimestamp - curpsinfo->pr_start.tv_sec * 1000000000 -
	    curpsinfo->pr_start.tv_nsec) / 1000000;
	/* pr_wstat is the wait(2) status: the code in bits 8-15, a signal in 0-6 */
	this->code = (curpsinfo->pr_wstat >> 8) & 0xff;
	this->sig = curpsinfo->pr_wstat & 0x7f;
	printf("%7d %7d %-16s %9d %s %d\n", pid, ppid, execname, this->age,
	    args[0] == CLD_EXITED ? "code" : args[0] == CLD_DUMPED ? "core" : "signal",
	    args[0] == CLD_EXITED ? this->code : this->sig);
}
