#!/usr/sbin/dtrace -qs
/*
 * cswstat.d - context switches per second, and how long the switching takes.
 *
 * A system switching hundreds of thousands of times a second spends real
 * time doing it; the average time shows what each one costs.
 *
 * USAGE:    cswstat.d                   one line a second, until Ctrl-C
 *           cswstat.d 5                 five lines, then exit
 *
 * COLUMNS:  TIME       wall clock time
 *           NUM        context switches in the second (sched:::off-cpu)
 *           CSWTIME(us)  microseconds spent switching in total: from a thread
 *                      leaving a CPU to the next coming on it
 *           AVGTIME(ns)  the average per switch, in nanoseconds
 *
 * OPTIONS:  $1: how many seconds (default: until Ctrl-C).
 *
 * OVERHEAD: two small probes per context switch.
 */

#pragma D option defaultargs

dtrace:::BEGIN
{
	lines = $1;
	printf("%-20s %8s %12s %12s\n", "TIME", "NUM", "CSWTIME(us)", "AVGTIME(ns)");
	num = 0;
	total = 0;
}

sched:::off-cpu
{
	leaving[cpu] = timestamp;
}

sched:::on-cpu
/leaving[cpu]/
{
	num++;
	total += timestamp - leaving[cpu];
	leaving[cpu] = 0;
}

profile:::tick-1sec
{
	printf("%-20Y %8d %12d %12d\n", walltimestamp, num, total / 1000,
	    num ? total / num : 0);
	num = 0;
	total = 0;
}

profile:::tick-1sec
/lines > 0 && --lines == 0/
{
	exit(0);
}
