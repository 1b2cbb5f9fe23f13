#!/usr/sbin/dtrace -qs
/*
 * runqlat.d - run queue latency: how long runnable threads wait for a CPU,
 * as a histogram, printed when tracing ends.
 *
 * A thread woken up (or preempted) is queued to run; the time until it
 * is on a CPU is pure waiting. Long waits mean CPU saturation.
 *
 * USAGE:    runqlat.d                   every thread, until Ctrl-C
 *           runqlat.d -c CMD            run CMD, only its threads
 *           runqlat.d 10                every thread, for 10 seconds
 *           runqlat.d -p PID            only PID's threads
 *
 * COLUMNS:  value: microseconds from enqueue to on-cpu (power-of-two
 *           buckets); count: how many times a thread waited that long.
 *
 * OPTIONS:  $1: seconds to trace (default: until Ctrl-C or CMD's exit);
 *           -p PID, -c CMD ($target): only that process's threads.
 *
 * OVERHEAD: a probe on every enqueue and every context switch: at tens of
 *           thousands of switches a second, a few percent of a CPU.
 */

#pragma D option defaultargs
#pragma D option dynvarsize=8m

dtrace:::BEGIN
{
	secs = $1;
}

sched:::enqueue
/$target == 0 || args[1]->pr_pid == $target/
{
	queued[args[0]->pr_lwpid] = timestamp;
}

sched:::on-cpu
/queued[tid]/
{
	@["run queue latency (us)"] = quantize((timestamp - queued[tid]) / 1000);
	queued[tid] = 0;
}

profile:::tick-1sec
/secs > 0 && --secs == 0/
{
	exit(0);
}
