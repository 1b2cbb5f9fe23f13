#!/usr/sbin/dtrace -qs
/*
 * syscount.d - system calls counted by name (and by process), printed when
 * tracing ends.
 *
 * What is the system (or a program) asking the kernel to do, and how
 * often? The first question for a program that is busy in the kernel.
 *
 * USAGE:    syscount.d                  all processes, until Ctrl-C
 *           syscount.d -p PID           only PID
 *           syscount.d -c CMD           run CMD, count its (and its children's) calls
 *
 * COLUMNS:  two tables, each sorted by count, largest last:
 *           SYSCALL    COUNT           calls per system call name
 *           COMM       COUNT           calls per process name
 *
 * OPTIONS:  -p PID, -c CMD as above ($target).
 *
 * OVERHEAD: every system call on the system runs a short probe (a few
 *           hundred nanoseconds): noticeable only for programs making
 *           millions of calls a second.
 */

syscall:::entry
/$target == 0 || progenyof($target)/
{
	@calls[probefunc] = count();
	@procs[execname] = count();
}

dtrace:::END
{
	printf("%-32s %12s\n", "SYSCALL", "COUNT");
	printa("%-32s %@12d\n", @calls);
	printf("\n%-32s %12s\n", "COMM", "COUNT");
	printa("%-32s %@12d\n", @procs);
}
