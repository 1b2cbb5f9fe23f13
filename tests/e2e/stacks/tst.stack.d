/*
 * OPTIONS: -q -c "$HELPERS/syscalls getppid=1"
 * ASSERTION: stack() in a system call probe shows the kernel's system
 * call path (do_syscall_64) as module`symbol+offset frames.
 */
syscall::getppid:entry
/pid == $target/
{
	stack();
}
