#!/usr/sbin/dtrace -qs
/*
 * gethostlatency.d - host name lookups and how long they took:
 * getaddrinfo(3), gethostbyname(3) and gethostbyname2(3) as they return.
 *
 * Is a program slow because DNS is? Each lookup with its latency: a slow
 * resolver shows as lookups of tens or thousands of milliseconds.
 *
 * USAGE:    gethostlatency.d -c CMD     run CMD and show its lookups
 *           gethostlatency.d -p PID     a running process's, until Ctrl-C
 *
 * COLUMNS:  TIME       wall clock time of the lookup's return
 *           PID        process ID
 *           COMM       process name
 *           LAT(ms)    milliseconds the call took
 *           RESULT     0 on success, else the call's error (getaddrinfo's
 *                      EAI_* code, gethostbyname's NULL as -1)
 *           HOST       the name looked up
 *
 * OPTIONS:  -p PID or -c CMD: required ($target): the pid provider probes
 *           one process's libc.
 *
 * OVERHEAD: negligible: two uprobes per lookup.
 */

#pragma D option switchrate=10hz

dtrace:::BEGIN
{
	printf("%-20s %7s %-16s %9s %6s %s\n", "TIME", "PID", "COMM", "LAT(ms)", "RESULT", "HOST");
}

pid$target::getaddrinfo:entry,
pid$target::gethostbyname:entry,
pid$target::gethostbyname2:entry
{
	self->host = arg0;
	self->ts = timestamp;
}

pid$target::getaddrinfo:return
/self->ts/
{
	printf("%-20Y %7d %-16s %6d.%02d %6d %s\n", walltimestamp, pid, execname,
	    (timestamp - self->ts) / 1000000, (timestamp - self->ts) / 10000 % 100, (int)arg1,
	    copyinstr(self->host));
	self->ts = 0;
	self->host = 0;
}

pid$target::gethostbyname:return,
pid$target::gethostbyname2:return
/self->ts/
{
	printf("%-20Y %7d %-16s %6d.%02d %6d %s\n", walltimestamp, pid, execname,
	    (timestamp - self->ts) / 1000000, (timestamp - self->ts) / 10000 % 100,
	    arg1 ? 0 : -1, copyinstr(self->host));
	self->ts = 0;
	self->host = 0;
}
