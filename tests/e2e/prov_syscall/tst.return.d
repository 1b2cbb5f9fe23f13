/*
 * OPTIONS: -q -c "$HELPERS/syscalls read=4:300 read=2:0"
 * ASSERTION: syscall::read:return's arg0 and arg1 are the return value.
 */
syscall::read:entry
/pid == $target && arg0 == 42/
{
	self->in = 1;
}
syscall::read:return
/self->in/
{
	@r[arg0, arg1] = count();
	self->in = 0;
}
END
{
	printa("returned %d/%d: %@d\n", @r);
}
