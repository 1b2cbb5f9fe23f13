#!/usr/sbin/dtrace -qs
/*
 * loads.d - how loaded the CPUs are: the number of runnable threads (the
 * quantity the load averages of uptime(1) smooth), sampled on every CPU at
 * 99 Hertz, one line per interval (by default 5 seconds).
 *
 * USAGE:    loads.d                     every 5 seconds, until Ctrl-C
 *           loads.d 1                   every second
 *           loads.d 1 3                 every second, three times, then exit
 *
 * COLUMNS:  TIME       wall clock time
 *           LOADx100   runnable threads (running and waiting to run), summed
 *                      over the CPUs and averaged over the interval, times
 *                      100: 250 is a load of 2.50. More than 100 times the
 *                      number of CPUs means threads waited for a CPU.
 *           and then, per CPU, its own average (times 100).
 *
 * OPTIONS:  $1: the interval in seconds (default 5); $2: how many intervals
 *           (default: until Ctrl-C).
 *
 * PROBES:   DTraceToolkit's loads.d read the kernel's load averages; Linux
 *           keeps them in a kernel variable (avenrun) that a kernel without
 *           data symbols in kallsyms cannot name. This samples each CPU's run
 *           queue instead, through the current thread's CFS run queue
 *           (curthread->se.cfs_rq->rq->nr_running: kernel internals, which
 *           change between kernel versions). Threads in uninterruptible
 *           sleep (disk waits), which Linux's load averages include, are
 *           not counted.
 *
 * OVERHEAD: negligible: 99 small samples a second per CPU.
 */

#pragma D option defaultargs

dtrace:::BEGIN
{
	interval = $1 > 0 ? $1 : 5;
	count = $2;
	secs = interval;
}

profile:::profile-99
{
	this->n = curthread->se.cfs_rq->rq->nr_running;
	@load = sum(this->n * 100);
	@percpu[cpu] = avg(this->n * 100);
}

profile:::tick-1sec
/--secs == 0/
{
	normalize(@load, 99 * interval);
	printf("%-20Y ", walltimestamp);
	printa("LOADx100 %@d   per CPU:", @load);
	printa(" %d: %@d", @percpu);
	printf("\n");
	trunc(@load);
	trunc(@percpu);
	secs = interval;
	count--;
}

profile:::tick-1sec
/secs == interval && count == 0 && $2 > 0/
{
	exit(0);
}

dtrace:::END
{
	trunc(@load);
	trunc(@percpu);
}
