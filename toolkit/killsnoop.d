#!/usr/sbin/dtrace -qs
/*
 * killsnoop.d - signals sent with kill(2), tkill(2) and tgkill(2): who sent
 * which signal to whom, and whether it was delivered.
 *
 * USAGE:    killsnoop.d                 every kill on the system, until Ctrl-C
 *           killsnoop.d -p PID          only signals sent by PID
 *           killsnoop.d -c CMD          run CMD, show the signals it (and its children) send
 *
 * COLUMNS:  FROM       process ID of the sender
 *           COMM       sender's name
 *           SIG        signal number (9 = SIGKILL, 15 = SIGTERM, 0 = only a check)
 *           TO         target: a PID (kill, tgkill) or thread ID (tkill); 0 or
 *                      negative: a process group, -1: every process
 *           RESULT     0 on success, else the errno (3 = ESRCH, 1 = EPERM)
 *
 * OPTIONS:  -p PID, -c CMD as above ($target).
 *
 * OVERHEAD: negligible: kill(2) is rare.
 */

#pragma D option switchrate=10hz

dtrace:::BEGIN
{
	printf("%7s %-16s %4s %7s %6s\n", "FROM", "COMM", "SIG", "TO", "RESULT");
}

syscall::kill:entry,
syscall::tkill:entry
/$target == 0 || progenyof($target)/
{
	self->to = (int)arg0;
	self->sig = (int)arg1;
	self->in = 1;
}

syscall::tgkill:entry
/$target == 0 || progenyof($target)/
{
	self->to = (int)arg0;
	self->sig = (int)arg2;
	self->in = 1;
}

syscall::kill:return,
syscall::tkill:return,
syscall::tgkill:return
/self->in/
{
	printf("%7d %-16s %4d %7d %6d\n", pid, execname, self->sig, self->to, errno);
	self->to = 0;
	self->sig = 0;
	self->in = 0;
}
