/*
 * OPTIONS: -q -c "$HELPERS/stacks"
 * ASSERTION: ustack() in a system call of a program built without frame
 * pointers gives its frames innermost first, each on its own line
 * indented 14 spaces, as module`symbol+offset; .post keeps the program's
 * own frames and drops the offsets.
 */
syscall::getppid:entry
/pid == $target/
{
	ustack();
}
