/*
 * OPTIONS: -q -c "$HELPERS/stacks"
 * ASSERTION: stack(N) and ustack(N) of different depths in different
 * clauses of one aggregation (and ustack(N, strsize)) are entries of
 * their own, each with the frames its own depth asks for, ordered as
 * DTrace orders their records, smallest first: stack(2), stack(3),
 * ustack(3), ustack(5, 64).
 */
syscall::getppid:entry
/pid == $target/
{
	@[ustack(5, 64)] = count();
}

syscall::getppid:entry
/pid == $target/
{
	@[stack(3)] = count();
}

syscall::getppid:entry
/pid == $target/
{
	@[ustack(3)] = count();
}

syscall::getppid:entry
/pid == $target/
{
	@[stack(2)] = count();
}
