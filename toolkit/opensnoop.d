#!/usr/sbin/dtrace -qs
/*
 * opensnoop.d - files opened, by whom, and the opens that failed (with errno).
 *
 * Which files does a program open? Which configuration file is it looking
 * for and not finding? Every open(2), openat(2) and openat2(2) as it returns.
 *
 * USAGE:    opensnoop.d                 every open on the system, until Ctrl-C
 *           opensnoop.d -p PID          only PID's opens
 *           opensnoop.d -c CMD          run CMD and show its opens (and its children's)
 *
 * COLUMNS:  UID        user ID
 *           PID        process ID
 *           COMM       process name
 *           FD         the file descriptor returned, -1 if the open failed
 *           ERR        errno of a failed open (0: success), e.g. 2 = ENOENT
 *           PATH       the path as the program passed it
 *
 * OPTIONS:  -p PID, -c CMD as above ($target). Macro argument $1: "fail" to
 *           show only the opens that failed.
 *
 * OVERHEAD: low: two probes per open; a busy file server opening 100,000
 *           files a second would notice.
 */

#pragma D option defaultargs
#pragma D option switchrate=10hz

dtrace:::BEGIN
{
	failonly = $$1 == "fail";
	printf("%5s %7s %-16s %4s %3s %s\n", "UID", "PID", "COMM", "FD", "ERR", "PATH");
}

syscall::open:entry,
syscall::creat:entry
/$target == 0 || progenyof($target)/
{
	self->path = arg0;
}

syscall::openat:entry,
syscall::openat2:entry
/$target == 0 || progenyof($target)/
{
	self->path = arg1;
}

syscall::open:return,
syscall::creat:return,
syscall::openat:return,
syscall::openat2:return
/self->path && (!failonly || errno != 0)/
{
	printf("%5d %7d %-16s %4d %3d %s\n", uid, pid, execname, (int)arg0, errno,
	    copyinstr(self->path));
}

syscall::open:return,
syscall::creat:return,
syscall::openat:return,
syscall::openat2:return
{
	self->path = 0;
}
