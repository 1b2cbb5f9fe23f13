#!/usr/sbin/dtrace -qs
/*
 * statsnoop.d - files stat()ed: stat(2), lstat(2), newfstatat(2) and statx(2),
 * with failures and their errno.
 *
 * Shells searching PATH, make checking timestamps, a program probing for a
 * file that is not there: each shows here as a stream of stats.
 *
 * USAGE:    statsnoop.d                 every stat on the system, until Ctrl-C
 *           statsnoop.d -p PID          only PID's
 *           statsnoop.d -c CMD          run CMD and show its (and its children's)
 *
 * COLUMNS:  PID        process ID
 *           COMM       process name
 *           SYSCALL    which call
 *           ERR        0 on success, else the errno (2 = ENOENT)
 *           PATH       the path as passed ("" with AT_EMPTY_PATH: an open file)
 *
 * OPTIONS:  -p PID, -c CMD as above ($target). Macro argument $1: "fail" to
 *           show only the stats that failed.
 *
 * OVERHEAD: low to moderate: some workloads (ls -l, find, make) stat
 *           tens of thousands of files a second.
 */

#pragma D option defaultargs
#pragma D option switchrate=10hz

dtrace:::BEGIN
{
	failonly = $$1 == "fail";
	printf("%7s %-16s %-10s %3s %s\n", "PID", "COMM", "SYSCALL", "ERR", "PATH");
}

syscall::stat:entry,
syscall::lstat:entry
/$target == 0 || progenyof($target)/
{
	self->path = arg0;
}

syscall::newfstatat:entry,
syscall::statx:entry
/$target == 0 || progenyof($target)/
{
	self->path = arg1;
}

syscall::stat:return,
syscall::lstat:return,
syscall::newfstatat:return,
syscall::statx:return
/self->path && (!failonly || errno != 0)/
{
	printf("%7d %-16s %-10s %3d %s\n", pid, execname, probefunc, errno, copyinstr(self->path));
}

syscall::stat:return,
syscall::lstat:return,
syscall::newfstatat:return,
syscall::statx:return
{
	self->path = 0;
}
