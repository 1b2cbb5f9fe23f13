#!/usr/sbin/dtrace -qs
/*
 * setuids.d - changes of user ID: setuid(2), setreuid(2), setresuid(2) and
 * setfsuid(2), who made them and whether they succeeded.
 *
 * Watches logins, su, sudo, daemons dropping privileges.
 *
 * USAGE:    setuids.d                   until Ctrl-C
 *           setuids.d -c CMD            run CMD, show its (and its children's) changes
 *
 * COLUMNS:  PID        process ID
 *           PPID       parent process ID
 *           COMM       process name
 *           UID        the real user ID before the call
 *           SYSCALL    which call
 *           ARGS       the IDs asked for (-1: unchanged)
 *           RESULT     0 on success, else the errno (1 = EPERM)
 *
 * OPTIONS:  -p PID, -c CMD ($target).
 *
 * OVERHEAD: negligible: these calls are rare.
 */

#pragma D option switchrate=10hz

dtrace:::BEGIN
{
	printf("%7s %7s %-16s %5s %-10s %-20s %s\n", "PID", "PPID", "COMM", "UID", "SYSCALL",
	    "ARGS", "RESULT");
}

syscall::setuid:entry,
syscall::setfsuid:entry,
syscall::setreuid:entry,
syscall::setresuid:entry
/$target == 0 || progenyof($target)/
{
	self->a0 = (int)arg0;
	self->a1 = (int)arg1;
	self->a2 = (int)arg2;
	self->uid = uid;
	self->in = 1;
}

syscall::setuid:return,
syscall::setfsuid:return
/self->in/
{
	printf("%7d %7d %-16s %5d %-10s %-20d %d\n", pid, ppid, execname, self->uid, probefunc,
	    self->a0, probefunc == "setfsuid" ? 0 : errno);
}

syscall::setreuid:return
/self->in/
{
	printf("%7d %7d %-16s %5d %-10s %-20s %d\n", pid, ppid, execname, self->uid, probefunc,
	    strjoin(lltostr(self->a0), strjoin(" ", lltostr(self->a1))), errno);
}

syscall::setresuid:return
/self->in/
{
	printf("%7d %7d %-16s %5d %-10s %-20s %d\n", pid, ppid, execname, self->uid, probefunc,
	    strjoin(lltostr(self->a0), strjoin(" ", strjoin(lltostr(self->a1),
	    strjoin(" ", lltostr(self->a2))))), errno);
}

syscall::setuid:return,
syscall::setfsuid:return,
syscall::setreuid:return,
syscall::setresuid:return
{
	self->in = 0;
	self->a0 = 0;
	self->a1 = 0;
	self->a2 = 0;
	self->uid = 0;
}
