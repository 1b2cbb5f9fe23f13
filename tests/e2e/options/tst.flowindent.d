/*
 * OPTIONS: -F -c "$HELPERS/syscalls getppid=2"
 * ASSERTION: -F (flowindent) prints "CPU FUNCTION" and marks system call
 * entries with " => " and returns with " <= ", indenting what happens
 * between an entry and its return.
 */
syscall::getppid:entry,
syscall::getppid:return
/pid == $target/
{
}
