#!/usr/sbin/dtrace -qs
/*
 * hotkernel.d - the kernel functions the CPUs are running most, by sampling
 * every CPU at 1001 Hertz; printed when tracing ends.
 *
 * Is the system time in the network stack, the file system, page faults,
 * spin locks? Idle time shows as the idle loop's functions.
 *
 * USAGE:    hotkernel.d                 until Ctrl-C
 *           hotkernel.d -c CMD          while CMD runs (the whole system is sampled)
 *           hotkernel.d mod             count by kernel module instead
 *
 * COLUMNS:  FUNCTION   the kernel function on CPU, as module`function
 *                      (or MODULE: vmlinux or a module's name)
 *           COUNT      samples in it, the hottest last
 *
 * OPTIONS:  $1: "mod" to count by module.
 *
 * OVERHEAD: 1001 samples a second per CPU, each a few hundred nanoseconds.
 */

#pragma D option defaultargs

dtrace:::BEGIN
{
	bymod = $$1 == "mod";
}

profile:::profile-1001
/arg0 && !bymod/
{
	@samples[func(arg0)] = count();
}

profile:::profile-1001
/arg0 && bymod/
{
	@mods[mod(arg0)] = count();
}

dtrace:::END
/!bymod/
{
	printf("%-56s %8s\n", "FUNCTION", "COUNT");
	printa("%-56a %@8d\n", @samples);
}

dtrace:::END
/bymod/
{
	printf("%-56s %8s\n", "MODULE", "COUNT");
	printa("%-56a %@8d\n", @mods);
}
