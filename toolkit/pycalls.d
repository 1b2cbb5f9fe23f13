#!/usr/sbin/dtrace -qs
/*
 * pycalls.d - Python function calls counted by file and function, from
 * python3's USDT probes; printed when tracing ends.
 *
 * Which Python functions run most? CPython has function__entry and
 * function__return probes (the python provider) when built with
 * --with-dtrace, as Debian's python3 is.
 *
 * USAGE:    pycalls.d -c 'python3 script.py'    run a script and count its calls
 *           pycalls.d -p PID                    a running python3, until Ctrl-C
 *
 * COLUMNS:  FILE       the source file of the function
 *           FUNCTION   the function's name
 *           CALLS      calls, the most last
 *           and a second table, the same by total time in the function
 *           (microseconds, inclusive of what it calls).
 *
 * OPTIONS:  -p PID or -c CMD: required ($target), a python3 process.
 *
 * PYTHON:   3.11 (Debian 12's python3) checks its function probes only while
 *           it traces lines: with function-entry enabled alone, only a few
 *           calls fire. Enabling the line probe too (an empty clause below)
 *           makes every call fire, at the cost of a uprobe per line run.
 *
 * OVERHEAD: a probe is a uprobe: some microseconds per Python call, on top
 *           of a call's tenth of a microsecond: expect Python code to run
 *           many times slower while traced. The probes cost nothing when
 *           not traced (a semaphore guards them).
 */

/* see PYTHON above: this makes python 3.11 fire function-entry and -return for every call */
python$target:::line
{
}

python$target:::function-entry
{
	@calls[copyinstr(arg0), copyinstr(arg1)] = count();
	self->ts[++self->depth] = timestamp;
}

python$target:::function-return
/self->depth > 0/
{
	@us[copyinstr(arg0), copyinstr(arg1)] = sum((timestamp - self->ts[self->depth]) / 1000);
	self->ts[self->depth--] = 0;
}

dtrace:::END
{
	printf("%-40s %-24s %8s\n", "FILE", "FUNCTION", "CALLS");
	printa("%-40s %-24s %@8d\n", @calls);
	printf("\n%-40s %-24s %8s\n", "FILE", "FUNCTION", "TOTAL(us)");
	printa("%-40s %-24s %@8d\n", @us);
}
