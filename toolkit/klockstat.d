#!/usr/sbin/dtrace -qs
/*
 * klockstat.d - kernel lock contention: how long threads waited for
 * kernel locks, by kind of lock, and the kernel stacks that waited most,
 * printed when tracing ends (lockstat(1M)'s contention view).
 *
 * Is a program slow because its threads queue inside the kernel, for a
 * file's position lock, an address space's mmap_lock, a pipe's mutex?
 * Locks taken at once are not seen: only waits.
 *
 * USAGE:    klockstat.d                 every wait in the system until Ctrl-C
 *           klockstat.d -c CMD          run CMD and show its waits
 *           klockstat.d -p PID          show PID's waits until Ctrl-C
 *
 * COLUMNS:  per kind of wait (adaptive-spin, adaptive-block: a mutex;
 *           spin-spin: a spin lock; rw-spin, rw-block: a reader/writer
 *           lock, with "read" or "write"): a histogram of the waits
 *           (nanoseconds); then the 10 kernel stacks (5 frames) that
 *           waited longest in all, each after its kind and followed by
 *           the total microseconds; then waits by process.
 *
 * OPTIONS:  -p PID or -c CMD: only that process ($target); none: all.
 *
 * OVERHEAD: the lock:contention_begin/end tracepoints fire only when a
 *           lock is contended; a storm of contention (100,000 waits a
 *           second) costs a few per cent of a CPU.
 *
 * PROBES:   lockstat's contention probes: Linux 5.19's lock contention
 *           tracepoints.
 */

#pragma D option defaultargs

lockstat:::adaptive-spin, lockstat:::adaptive-block, lockstat:::spin-spin
/$target == 0 || pid == $target/
{
	@ns[probename] = quantize(arg1);
	@stacks[probename, stack(5)] = sum(arg1 / 1000);
	@procs[execname, pid] = count();
}

lockstat:::rw-spin, lockstat:::rw-block
/$target == 0 || pid == $target/
{
	this->kind = strjoin(probename, args[2] == 1 ? " read" : " write");
	@ns[this->kind] = quantize(arg1);
	@stacks[this->kind, stack(5)] = sum(arg1 / 1000);
	@procs[execname, pid] = count();
}

dtrace:::END
{
	printa(@ns);
	trunc(@stacks, 10);
	printf("the stacks that waited longest, and the microseconds they waited:\n");
	printa("\n%s:%k%@d us\n", @stacks);
	printf("\n%-20s %8s %10s\n", "PROCESS", "PID", "WAITS");
	printa("%-20s %8d %@10d\n", @procs);
}
