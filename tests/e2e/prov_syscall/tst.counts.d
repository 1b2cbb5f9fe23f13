/*
 * OPTIONS: -q -c "$HELPERS/syscalls getppid=100 read=7:512 write=3:64"
 * ASSERTION: syscall::NAME:entry fires exactly once per call of the
 * target, with the arguments of the call.
 */
syscall::getppid:entry
/pid == $target/
{
	@c["getppid"] = count();
}
syscall::read:entry
/pid == $target && arg0 == 42/
{
	@c["read"] = count();
	@b["read"] = sum(arg2);
}
syscall::write:entry
/pid == $target && arg0 == 43/
{
	@c["write"] = count();
	@b["write"] = sum(arg2);
}
END
{
	printa("%s %@d\n", @c);
	printa("%s bytes %@d\n", @b);
}
