#!/usr/sbin/dtrace -qs
/*
 * rwsnoop.d - read(2) and write(2) calls as they return: who, how many
 * bytes, and which file.
 *
 * USAGE:    rwsnoop.d                   every read and write, until Ctrl-C (busy!)
 *           rwsnoop.d -p PID            only PID's
 *           rwsnoop.d -c CMD            run CMD and show its (and its children's)
 *
 * COLUMNS:  PID        process ID
 *           COMM       process name
 *           D          direction: R (read) or W (write)
 *           BYTES      bytes transferred (the return value; -1: failed)
 *           FD         file descriptor
 *           FILE       the file's path (fds[].fi_pathname), <none> for
 *                      pipes and sockets
 *
 * OPTIONS:  -p PID, -c CMD as above ($target).
 *
 * OVERHEAD: read and write are among the busiest system calls: system wide
 *           this prints thousands of lines a second; prefer -p or -c.
 */

#pragma D option switchrate=10hz

dtrace:::BEGIN
{
	printf("%7s %-16s %1s %7s %4s %s\n", "PID", "COMM", "D", "BYTES", "FD", "FILE");
}

syscall::read:entry,
syscall::write:entry
/$target == 0 || progenyof($target)/
{
	self->fd = arg0 + 1;	/* + 1: descriptor 0 is a real one */
}

syscall::read:return,
syscall::write:return
/self->fd/
{
	this->fd = self->fd - 1;
	printf("%7d %-16s %1s %7d %4d %s\n", pid, execname, probefunc == "read" ? "R" : "W",
	    (int)arg0, this->fd, fds[this->fd].fi_pathname);
	self->fd = 0;
}
