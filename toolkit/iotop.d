#!/usr/sbin/dtrace -qs
/*
 * iotop.d - the processes doing the most block I/O, refreshed every interval
 * (by default 5 seconds), top-style.
 *
 * USAGE:    iotop.d                     every 5 seconds, until Ctrl-C
 *           iotop.d 1                   every second
 *           iotop.d 1 3                 every second, three times, then exit
 *
 * COLUMNS:  UID        user ID of the process that issued the I/O
 *           PID        its process ID
 *           PPID       its parent's
 *           COMM       its name
 *           DEVICE     the device
 *           D          R (read) or W (write)
 *           BYTES      bytes of I/O started in the interval
 *           The top 20 rows by BYTES, largest last.
 *
 * OPTIONS:  $1: the interval in seconds (default 5); $2: how many intervals
 *           (default: until Ctrl-C).
 *
 * OVERHEAD: negligible: one probe per request, and a summary per interval.
 */

#pragma D option defaultargs

dtrace:::BEGIN
{
	interval = $1 > 0 ? $1 : 5;
	count = $2;
	secs = interval;
}

io:::start
{
	@bytes[uid, pid, ppid, execname, args[1]->dev_statname,
	    args[0]->b_flags & B_READ ? "R" : "W"] = sum(args[0]->b_bcount);
}

profile:::tick-1sec
/--secs == 0/
{
	trunc(@bytes, 20);
	printf("\n%Y\n", walltimestamp);
	printf("%5s %7s %7s %-16s %-8s %1s %10s\n", "UID", "PID", "PPID", "COMM", "DEVICE",
	    "D", "BYTES");
	printa("%5d %7d %7d %-16s %-8s %1s %@10d\n", @bytes);
	trunc(@bytes);
	secs = interval;
	count--;
}

profile:::tick-1sec
/secs == interval && count == 0 && $2 > 0/
{
	exit(0);
}

dtrace:::END
{
	trunc(@bytes);
}
