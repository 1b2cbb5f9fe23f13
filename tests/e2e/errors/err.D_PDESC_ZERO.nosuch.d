/*
 * ASSERTION: a probe description that matches nothing is an error.
 */
syscall::nosuchsyscall:entry
{
}
