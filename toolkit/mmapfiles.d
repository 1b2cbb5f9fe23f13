#!/usr/sbin/dtrace -qs
/*
 * mmapfiles.d - files mapped into memory with mmap(2), counted by process
 * and file; printed when tracing ends.
 *
 * Which libraries and data files do processes map, and how often? (Loading
 * a program maps each shared library a few times, once per segment.)
 *
 * USAGE:    mmapfiles.d                 system wide, until Ctrl-C
 *           mmapfiles.d -p PID          only PID's mappings
 *           mmapfiles.d -c CMD          run CMD, count its (and its children's)
 *
 * COLUMNS:  COMM       process name
 *           FILE       the mapped file's path
 *           MAPS       mmap() calls of that file
 *           KBYTES     kilobytes mapped (the lengths asked for)
 *
 * OPTIONS:  -p PID, -c CMD as above ($target).
 *
 * OVERHEAD: negligible: mmap(2) is not a frequent call.
 */

syscall::mmap:entry
/((int)arg4 >= 0) && ($target == 0 || progenyof($target))/
{
	@maps[execname, fds[arg4].fi_pathname] = count();
	@kb[execname, fds[arg4].fi_pathname] = sum(arg1 / 1024);
}

dtrace:::END
{
	printf("%-16s %-52s %5s %8s\n", "COMM", "FILE", "MAPS", "KBYTES");
	printa("%-16s %-52s %@5d %@8d\n", @maps, @kb);
}
