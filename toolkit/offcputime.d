#!/usr/sbin/dtrace -qs
/*
 * offcputime.d - why threads leave the CPU, and for how long: time spent
 * off CPU summed by kernel stack, user stack and process name, printed when
 * tracing ends.
 *
 * profile.d shows where time goes on CPU; this shows the other side: waits
 * for I/O, locks, sleeps, the run queue. The stacks are those at the
 * moment the thread left the CPU (the reason it blocked).
 *
 * USAGE:    offcputime.d -p PID         PID's threads, until Ctrl-C
 *           offcputime.d -c CMD         run CMD and measure its threads
 *           offcputime.d                every thread on the system (busy!)
 *
 * COLUMNS:  COMM, the kernel stack, the user stack, then the total
 *           nanoseconds spent off CPU with those stacks; the largest last.
 *           Add -x flamegraph=FILE.svg for an off-CPU flame graph.
 *
 * OPTIONS:  -p PID, -c CMD ($target).
 *
 * OVERHEAD: two probes on every context switch of the traced threads, and
 *           the stacks of each: thousands of switches a second cost a few
 *           percent of a CPU. System wide it can be much more.
 */

sched:::off-cpu
/$target == 0 || pid == $target/
{
	self->ts = timestamp;
}

sched:::on-cpu
/self->ts/
{
	@[execname, stack(), ustack()] = sum(timestamp - self->ts);
	self->ts = 0;
}
