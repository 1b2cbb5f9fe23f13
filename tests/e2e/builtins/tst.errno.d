/*
 * OPTIONS: -q -c "$HELPERS/syscalls open=/nonexistent/dtrace-e2e"
 * ASSERTION: at syscall entry args[] and arg0..arg2 are the arguments
 * (copyinstr() reads the path); at return of a failing openat() of a
 * missing file errno is ENOENT (2) and arg0, arg1 and args[0] are -1
 * (the value the process sees, as in DTrace); errno is 0 after a
 * successful call.
 */
syscall::openat:entry
/pid == $target && copyinstr(arg1) == "/nonexistent/dtrace-e2e"/
{
	self->t = 1;
	printf("entry %s flags %d args[2]==arg2 %d\n", copyinstr(arg1), arg2, args[2] == arg2);
}
syscall::openat:return
/self->t/
{
	printf("return errno %d arg0 %d arg1 %d args[0] %d\n", errno, arg0, arg1, args[0]);
	self->t = 0;
}
syscall::exit_group:entry
/pid == $target/
{
	printf("exit_group status %d errno %d\n", arg0, errno);
}
