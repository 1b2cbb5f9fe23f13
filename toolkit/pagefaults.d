#!/usr/sbin/dtrace -qs
/*
 * pagefaults.d - user page faults, by process and by the user function
 * that faulted, printed when tracing ends.
 *
 * Page faults are how memory gets used: first touches of new allocations
 * (minor faults) and reads of mapped files not yet in memory (major).
 * Which code is touching new memory, and how much?
 *
 * USAGE:    pagefaults.d                every process, until Ctrl-C
 *           pagefaults.d -p PID         only PID
 *           pagefaults.d -c CMD         run CMD, only its faults
 *
 * COLUMNS:  PID  COMM  FAULTS            faults per process
 *           FUNCTION  FAULTS             faults per user function (where the
 *                                        faulting instruction is)
 *           The largest last.
 *
 * OPTIONS:  -p PID, -c CMD ($target).
 *
 * PROBES:   Linux has no stable provider for faults (DTrace's vminfo); this
 *           uses the kernel's exceptions:page_fault_user tracepoint through
 *           the sdt provider: args[0] the address, args[1] the instruction
 *           pointer, args[2] the error code (bit 1: a write).
 *
 * OVERHEAD: one probe per fault: a program that allocates and touches a
 *           gigabyte takes 262,144 faults.
 */

sdt:exceptions::page_fault_user
/$target == 0 || pid == $target/
{
	@procs[pid, execname] = count();
	@funcs[ufunc(args[1])] = count();
	@writes[args[2] & 2 ? "write" : "read"] = count();
}

dtrace:::END
{
	printf("%7s %-16s %10s\n", "PID", "COMM", "FAULTS");
	printa("%7d %-16s %@10d\n", @procs);
	printf("\n%-56s %10s\n", "FUNCTION", "FAULTS");
	printa("%-56A %@10d\n", @funcs);
	printf("\n");
	printa("%s faults: %@d\n", @writes);
}
