#!/usr/sbin/dtrace -qs
/*
 * mallocstacks.d - who calls malloc(3), and for how many bytes: the bytes
 * asked for, summed by user stack, printed when tracing ends.
 *
 * Why is a program using so much memory, or calling malloc so often? The
 * stacks say which code paths allocate. The stacks are right through code
 * without frame pointers (dtrace unwinds with .eh_frame).
 *
 * USAGE:    mallocstacks.d -c CMD       run CMD and trace its malloc() calls
 *           mallocstacks.d -p PID       trace PID until Ctrl-C
 *           mallocstacks.d -c CMD 262144    only calls for 256 KiB or more
 *
 * COLUMNS:  the user stack of each malloc() call (malloc first, the
 *           outermost caller last), then the total bytes requested from it;
 *           the largest last. Then the number of calls and bytes overall.
 *           Add -x flamegraph=FILE.svg for a flame graph of the bytes.
 *
 * OPTIONS:  -p PID or -c CMD: required ($target); $1: the smallest size to
 *           count, in bytes (default 0: every call).
 *
 * OVERHEAD: a uprobe on malloc() costs some microseconds a call (the trap
 *           into the kernel): a program calling malloc() a million times a
 *           second will slow down many times over. Use $1 to count only
 *           large allocations.
 */

#pragma D option defaultargs

pid$target::malloc:entry
/arg0 >= $1/
{
	@bytes[ustack()] = sum(arg0);
	@calls = count();
	@total = sum(arg0);
}

dtrace:::END
{
	printa(@bytes);
	printa("malloc() calls: %@d", @calls);
	printa(", bytes: %@d\n", @total);
}
