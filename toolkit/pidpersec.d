#!/usr/sbin/dtrace -qs
/*
 * pidpersec.d - new processes per second, and the last one created.
 *
 * Is something forking like mad (a shell loop, a crashing service being
 * restarted, a build)? One line per second.
 *
 * USAGE:    pidpersec.d                 until Ctrl-C
 *
 * COLUMNS:  TIME       wall clock time
 *           LASTPID    the PID most recently handed out in that second
 *           PID/s      processes created (fork, clone without CLONE_THREAD)
 *                      in that second
 *           EXEC/s     programs executed in that second
 *
 * OPTIONS:  none.
 *
 * OVERHEAD: negligible: a counter per fork and exec.
 */

dtrace:::BEGIN
{
	printf("%-20s %8s %6s %6s\n", "TIME", "LASTPID", "PID/s", "EXEC/s");
	forks = 0;
	execs = 0;
	lastpid = 0;
}

proc:::create
{
	forks++;
	lastpid = args[0]->pr_pid;
}

proc:::exec-success
{
	execs++;
}

profile:::tick-1sec
{
	printf("%-20Y %8d %6d %6d\n", walltimestamp, lastpid, forks, execs);
	forks = 0;
	execs = 0;
}
