#!/usr/sbin/dtrace -qs
/*
 * dtruss.d - a process's system calls as they return, strace-like, with
 * their arguments, results, errors and times.
 *
 * What is this program doing, call by call, and where does it wait?
 *
 * USAGE:    dtruss.d -c CMD             run CMD and trace it (and its children)
 *           dtruss.d -p PID             trace PID (and the children it starts)
 *
 * COLUMNS:  PID/TID    process and thread ID
 *           RELATIVE   microseconds since tracing began, at the call's return
 *           ELAPSD     microseconds the call took (wall clock)
 *           CPU        microseconds of CPU the call used (vtimestamp)
 *           SYSCALL(args)  the name and its first three arguments (hex), with
 *                      the path for calls that take one first or second
 *           = RETURN   the return value, and "Err#N" if it failed (errno N)
 *
 * OPTIONS:  -p PID or -c CMD: required ($target).
 *
 * OVERHEAD: every system call of the traced process pays for two probes
 *           and a line of output (a few microseconds): a program making
 *           100,000 calls a second slows down noticeably. Other processes
 *           pay only the check that they are not the target.
 */

#pragma D option switchrate=10hz
#pragma D option dynvarsize=4m

dtrace:::BEGIN
{
	start = timestamp;
	printf("%13s %10s %8s %6s %s\n", "PID/TID", "RELATIVE", "ELAPSD", "CPU", "SYSCALL(args) = return");
}

syscall:::entry
/progenyof($target)/
{
	self->ts = timestamp;
	self->vts = vtimestamp;
	self->a0 = arg0;
	self->a1 = arg1;
	self->a2 = arg2;
}

/* calls whose first argument is a path */
syscall::open:return, syscall::creat:return, syscall::stat:return, syscall::lstat:return,
syscall::access:return, syscall::unlink:return, syscall::mkdir:return,
syscall::rmdir:return, syscall::chdir:return, syscall::execve:return,
syscall::readlink:return, syscall::truncate:return, syscall::chmod:return
/self->ts/
{
	printf("%6d/%-6d %10d %8d %6d %s(\"%s\", 0x%x, 0x%x)\t\t = %d %s\n", pid, tid,
	    (timestamp - start) / 1000, (timestamp - self->ts) / 1000,
	    (vtimestamp - self->vts) / 1000, probefunc, copyinstr(self->a0), self->a1, self->a2,
	    (int)arg0, errno ? strjoin("Err#", lltostr(errno)) : "");
	self->ts = 0;
}

/* calls whose second argument is a path */
syscall::openat:return, syscall::newfstatat:return, syscall::statx:return,
syscall::faccessat:return, syscall::faccessat2:return, syscall::unlinkat:return,
syscall::mkdirat:return, syscall::readlinkat:return, syscall::openat2:return
/self->ts/
{
	printf("%6d/%-6d %10d %8d %6d %s(0x%x, \"%s\", 0x%x)\t\t = %d %s\n", pid, tid,
	    (timestamp - start) / 1000, (timestamp - self->ts) / 1000,
	    (vtimestamp - self->vts) / 1000, probefunc, self->a0, copyinstr(self->a1), self->a2,
	    (int)arg0, errno ? strjoin("Err#", lltostr(errno)) : "");
	self->ts = 0;
}

/* every other call */
syscall:::return
/self->ts/
{
	printf("%6d/%-6d %10d %8d %6d %s(0x%x, 0x%x, 0x%x)\t\t = %d %s\n", pid, tid,
	    (timestamp - start) / 1000, (timestamp - self->ts) / 1000,
	    (vtimestamp - self->vts) / 1000, probefunc, self->a0, self->a1, self->a2,
	    (int)arg0, errno ? strjoin("Err#", lltostr(errno)) : "");
	self->ts = 0;
}
