#!/usr/sbin/dtrace -s
/*
 * uflow.d - the flow of a process's functions: every entry and return,
 * indented by call depth (DTrace's flowindent, -F).
 *
 * How does the program get from here to there? Which functions call which,
 * in what order? Best on one module (the program itself, a.out), since
 * every call costs a trap into the kernel.
 *
 * USAGE:    uflow.d -c CMD              run CMD, the flow of its own functions (a.out)
 *           uflow.d -p PID              the same for a running process
 *           uflow.d -c CMD libfoo.so.1  the flow in that library's functions
 *           (the script's #! line has no -q: the flow is DTrace's default
 *           output, which flowindent indents)
 *
 * COLUMNS:  CPU        the CPU
 *           FUNCTION   "-> func" at entry, "<- func" at return, indented two
 *                      spaces a level
 *           then the module (probemod).
 *
 * OPTIONS:  -p PID or -c CMD: required ($target); $1: required, the module,
 *           e.g. a.out (the program's own code) or libc.so.6; "*" traces
 *           every function of every module: thousands of probes, slow to
 *           attach and very costly.
 *
 * OVERHEAD: two uprobes a call (some microseconds each): a program calling
 *           millions of functions a second runs many times slower.
 */

#pragma D option flowindent
#pragma D option switchrate=10hz

pid$target:$1::entry
{
	trace(probemod);
}

pid$target:$1::return
{
	trace(probemod);
}
