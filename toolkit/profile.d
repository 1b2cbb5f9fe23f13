#!/usr/sbin/dtrace -qs
/*
 * profile.d - where the CPUs spend their time: kernel and user stacks sampled
 * at 99 Hertz on every CPU, counted, printed when tracing ends.
 *
 * Each entry is a process name, the kernel stack (empty when the CPU was in
 * user code) and the user stack (empty for kernel threads), and how many
 * samples caught exactly that. The most frequent are printed last. Feed the
 * output to a flame graph: add -x flamegraph=FILE.svg to the command line.
 *
 * USAGE:    profile.d                   all CPUs, until Ctrl-C
 *           profile.d 10                all CPUs, for 10 seconds
 *           profile.d -p PID            only PID's threads
 *           profile.d -c CMD            run CMD and profile it
 *
 * COLUMNS:  COMM, then the kernel stack, the user stack, and the sample count.
 *
 * OPTIONS:  $1: seconds to profile (default: until Ctrl-C or CMD's exit);
 *           -p PID, -c CMD ($target).
 *
 * OVERHEAD: 99 samples a second per CPU, each walking two stacks: well
 *           under 1% of a CPU. 99 rather than 100 Hz avoids sampling in
 *           lockstep with periodic work.
 */

#pragma D option defaultargs

dtrace:::BEGIN
{
	secs = $1;
}

profile:::profile-99
/$target == 0 || pid == $target/
{
	@[execname, stack(), ustack()] = count();
}

profile:::tick-1sec
/secs > 0 && --secs == 0/
{
	exit(0);
}
