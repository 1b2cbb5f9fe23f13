#!/usr/sbin/dtrace -qs
/*
 * cpudist.d - how long threads run on a CPU each time they get one, as a
 * histogram per process name, printed when tracing ends.
 *
 * Short slices mean threads that block often (I/O, locks, many small
 * requests); long ones, threads that compute. Time slices that end at the
 * scheduler's preemption point show up as a mode of a few milliseconds.
 *
 * USAGE:    cpudist.d                   every thread, until Ctrl-C
 *           cpudist.d -p PID            only PID's threads
 *           cpudist.d -c CMD            run CMD, only its threads
 *
 * COLUMNS:  one histogram per process name: value is the microseconds on
 *           CPU (power-of-two buckets), count how many slices were that long.
 *
 * OPTIONS:  -p PID, -c CMD ($target).
 *
 * OVERHEAD: two probes per context switch.
 */

sched:::on-cpu
/$target == 0 || pid == $target/
{
	self->ts = timestamp;
}

sched:::off-cpu
/self->ts/
{
	@[execname] = quantize((timestamp - self->ts) / 1000);
	self->ts = 0;
}

dtrace:::END
{
	printa("\n  %s, time on CPU (us):\n%@d", @);
}
