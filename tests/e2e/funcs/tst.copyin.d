/*
 * OPTIONS: -q -c "$HELPERS/syscalls open=/nonexistent/dtrace-e2e"
 * ASSERTION: copyin() copies user memory: the bytes of openat()'s path.
 */
syscall::openat:entry
/pid == $target && copyinstr(arg1) == "/nonexistent/dtrace-e2e"/
{
	this->p = (char *)copyin(arg1, 8);
	printf("%c%c%c %d\n", this->p[1], this->p[2], this->p[3], this->p[0] == '/');
}
