#!/usr/sbin/dtrace -qs
/*
 * bitesize.d - block I/O sizes as a histogram per process, printed when
 * tracing ends.
 *
 * Does a workload do large sequential I/O or small random I/O? Small I/O
 * costs more per byte; this shows who issues which.
 *
 * USAGE:    bitesize.d                  all processes, until Ctrl-C
 *           bitesize.d -p PID           only I/O issued by PID
 *           bitesize.d -c CMD           run CMD, only its I/O
 *
 * COLUMNS:  one histogram per process ID and name: value is the request
 *           size in bytes (power-of-two buckets), count the requests of
 *           that size.
 *
 * OPTIONS:  -p PID, -c CMD as above ($target).
 *
 * OVERHEAD: negligible: one probe per request.
 */

io:::start
/$target == 0 || pid == $target/
{
	@size[pid, execname] = quantize(args[0]->b_bcount);
}

dtrace:::END
{
	printa("\n  PID %d, %s, I/O size (bytes):\n%@d", @size);
}
