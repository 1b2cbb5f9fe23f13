/*
 * OPTIONS: -q -c "$HELPERS/stacks"
 * ASSERTION: one aggregation keyed by stack() in one clause, ustack() in
 * a second and jstack() in a third (in DTrace the three are of one type):
 * three entries, each printed as the stack of its own kind - the kernel's
 * frames (module`symbol+offset) down to the system call's entry, the
 * user's symbolized against the traced process (level3, level2, level1,
 * main) - and the kernel's first, its record being the smallest; the two
 * user stacks are kept apart, as their depths (records) differ.
 */
syscall::getppid:entry
/pid == $target/
{
	@[stack()] = count();
}

syscall::getppid:entry
/pid == $target/
{
	@[ustack()] = count();
}

syscall::getppid:entry
/pid == $target/
{
	@[jstack()] = count();
}
