#!/usr/sbin/dtrace -qs
/*
 * pyflow.d - the flow of Python functions: every call and return,
 * indented by depth, with the file and line, from python3's USDT probes.
 *
 * How does a Python program get from here to there? Shows each call in
 * order, as it happens.
 *
 * USAGE:    pyflow.d -c 'python3 script.py'     run a script and follow it
 *           pyflow.d -p PID                     a running python3, until Ctrl-C
 *
 * COLUMNS:  C          the CPU
 *           TIME(us)   microseconds since tracing began
 *           FILE:LINE  where the function is (entry) or returns from
 *           FUNC       "-> name" at call, "<- name" at return, indented two
 *                      spaces per level
 *
 * OPTIONS:  -p PID or -c CMD: required ($target), a python3 process.
 *
 * PYTHON:   3.11 (Debian 12's python3) checks its function probes only while
 *           it traces lines: with function-entry enabled alone, only a few
 *           calls fire. Enabling the line probe too (an empty clause below)
 *           makes every call fire, at the cost of a uprobe per line run.
 *
 * OVERHEAD: a uprobe and a line of output per call and per return: Python
 *           code runs many times slower while traced. Import machinery
 *           (importlib's frozen modules) shows up too.
 */

#pragma D option switchrate=10hz

self int depth;

dtrace:::BEGIN
{
	start = timestamp;
	printf("%2s %-10s %-32s %s\n", "C", "TIME(us)", "FILE:LINE", "FUNC");
}

/* see PYTHON above: this makes python 3.11 fire function-entry and -return for every call */
python$target:::line
{
}

python$target:::function-entry
{
	printf("%2d %-10d %-32s %*s-> %s\n", cpu, (timestamp - start) / 1000,
	    strjoin(basename(copyinstr(arg0)), strjoin(":", lltostr(arg2))), self->depth * 2, "",
	    copyinstr(arg1));
	self->depth++;
}

python$target:::function-return
{
	self->depth -= self->depth > 0 ? 1 : 0;
	printf("%2d %-10d %-32s %*s<- %s\n", cpu, (timestamp - start) / 1000,
	    strjoin(basename(copyinstr(arg0)), strjoin(":", lltostr(arg2))), self->depth * 2, "",
	    copyinstr(arg1));
}
