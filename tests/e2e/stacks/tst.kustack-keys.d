/*
 * OPTIONS: -q -c "$HELPERS/stacks"
 * ASSERTION: stack(), ustack() and stackdepth together as aggregation
 * keys: the kernel stack from where the system call's tracepoint fires
 * down to the entry code, then the user stack through level3, level2,
 * level1 and main, then stackdepth, the number of kernel frames printed.
 */
syscall::getppid:entry
/pid == $target/
{
	@[stack(), ustack(), stackdepth] = count();
}
