#!/usr/sbin/dtrace -qs
/*
 * procsystime.d - how long a process spends in each system call: elapsed
 * (wall clock) and on-CPU time, and how many calls, printed when tracing ends.
 *
 * Is the program slow because of the kernel, and which calls? Elapsed time
 * includes waiting (sleeping in read, poll, futex); CPU time is the kernel
 * work the call did.
 *
 * USAGE:    procsystime.d -c CMD        run CMD and measure it (and its children)
 *           procsystime.d -p PID        measure PID until Ctrl-C
 *           procsystime.d NAME          measure every process called NAME
 *
 * COLUMNS:  three tables, each sorted by its value, largest last:
 *           SYSCALL    ELAPSED(ns)    total wall clock time in the call
 *           SYSCALL    CPU(ns)        total on-CPU time in the call
 *           SYSCALL    COUNT          number of calls
 *
 * OPTIONS:  -p PID, -c CMD ($target), or $1: a process name (execname).
 *
 * OVERHEAD: two probes per system call of the measured processes (about a
 *           microsecond); others pay only the check.
 */

#pragma D option defaultargs

syscall:::entry
/($target != 0 && progenyof($target)) || ($target == 0 && execname == $$1)/
{
	self->ts = timestamp;
	self->vts = vtimestamp;
}

syscall:::return
/self->ts/
{
	@elapsed[probefunc] = sum(timestamp - self->ts);
	@cpu[probefunc] = sum(vtimestamp - self->vts);
	@calls[probefunc] = count();
	self->ts = 0;
	self->vts = 0;
}

dtrace:::END
{
	printf("%-32s %16s\n", "SYSCALL", "ELAPSED(ns)");
	printa("%-32s %@16d\n", @elapsed);
	printf("\n%-32s %16s\n", "SYSCALL", "CPU(ns)");
	printa("%-32s %@16d\n", @cpu);
	printf("\n%-32s %16s\n", "SYSCALL", "COUNT");
	printa("%-32s %@16d\n", @calls);
}
