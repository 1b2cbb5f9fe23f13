/*
 * OPTIONS: -q -c "$HELPERS/stacks"
 * ASSERTION: ustack() as an aggregation key groups identical stacks and
 * prints them with their count.
 */
syscall::getppid:entry
/pid == $target/
{
	@[ustack()] = count();
}
