#!/usr/sbin/dtrace -qs
/*
 * ucalls.d - a process's function calls counted by function, and the time
 * spent in each (inclusive of what it calls), printed when tracing ends.
 *
 * Which functions does the program call most, and which take the time?
 * A function-level profile by counting every call (exact, unlike
 * sampling), at a price: see OVERHEAD.
 *
 * USAGE:    ucalls.d -c CMD a.out       run CMD, count its own functions
 *           ucalls.d -p PID libc.so.6   count PID's calls into libc until Ctrl-C
 *
 * COLUMNS:  two tables, the largest last:
 *           FUNCTION  CALLS          calls per module`function
 *           FUNCTION  TOTAL(us)      microseconds from entry to return, summed
 *                                    (a recursive call counts inside its caller too)
 *
 * OPTIONS:  -p PID or -c CMD: required ($target); $1: required, the module
 *           (a.out, libc.so.6, ...); "*" for every module (very costly).
 *
 * OVERHEAD: two uprobes a call, some microseconds each: a program calling
 *           millions of functions a second runs many times slower.
 */

/* self->depth: calls entered and not yet returned; self->ts[depth]: when each was */
pid$target:$1::entry
{
	@calls[probemod, probefunc] = count();
	self->ts[++self->depth] = timestamp;
}

pid$target:$1::return
/self->depth > 0/
{
	@us[probemod, probefunc] = sum((timestamp - self->ts[self->depth]) / 1000);
	self->ts[self->depth--] = 0;
}

dtrace:::END
{
	printf("%-20s %-36s %10s\n", "MODULE", "FUNCTION", "CALLS");
	printa("%-20s %-36s %@10d\n", @calls);
	printf("\n%-20s %-36s %10s\n", "MODULE", "FUNCTION", "TOTAL(us)");
	printa("%-20s %-36s %@10d\n", @us);
}
