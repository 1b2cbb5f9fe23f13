/*
 * OPTIONS: -q -x stackframes=3 -c "$HELPERS/syscalls getppid=1"
 * ASSERTION: -x stackframes limits stack() to that many frames.
 */
syscall::getppid:entry
/pid == $target/
{
	stack();
}
