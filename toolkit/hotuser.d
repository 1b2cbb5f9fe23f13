#!/usr/sbin/dtrace -qs
/*
 * hotuser.d - the user-level functions a process is running most, by
 * sampling at 1001 Hertz; printed when tracing ends.
 *
 * USAGE:    hotuser.d -c CMD            run CMD and sample it
 *           hotuser.d -p PID            sample PID until Ctrl-C
 *           hotuser.d -p PID lib        count by library (module) instead
 *
 * COLUMNS:  FUNCTION   the function on CPU, as module`function
 *                      (or MODULE: the library or program)
 *           COUNT      samples in it, the hottest last
 *           and a last line: how many of the process's samples were in user
 *           code, of how many in all (the rest were in the kernel)
 *
 * OPTIONS:  -p PID or -c CMD: required ($target). $1: "lib" to count by
 *           module.
 *
 * OVERHEAD: 1001 samples a second per CPU, each a few hundred nanoseconds.
 */

#pragma D option defaultargs

dtrace:::BEGIN
{
	bylib = $$1 == "lib";
}

profile:::profile-1001
/pid == $target && arg1 && !bylib/
{
	@samples[ufunc(arg1)] = count();
}

profile:::profile-1001
/pid == $target && arg1 && bylib/
{
	@mods[umod(arg1)] = count();
}

profile:::profile-1001
/pid == $target/
{
	@user = sum(arg1 != 0);
	@all = count();
}

dtrace:::END
/!bylib/
{
	printf("%-56s %8s\n", "FUNCTION", "COUNT");
	printa("%-56A %@8d\n", @samples);
}

dtrace:::END
/bylib/
{
	printf("%-56s %8s\n", "MODULE", "COUNT");
	printa("%-56A %@8d\n", @mods);
}

dtrace:::END
{
	printa("\nsamples in user code: %@d", @user);
	printa(" of %@d\n", @all);
}
