/*
 * OPTIONS: -q -c "$HELPERS/syscalls getppid=3 read=2:1 write=4:1"
 * ASSERTION: probe descriptions match with globs and lists:
 * syscall::*ppid:entry, syscall::re?d:entry, and a comma-separated list.
 */
syscall::*ppid:entry
/pid == $target/
{
	@[probefunc] = count();
}
syscall::re?d:entry
/pid == $target && arg0 == 42/
{
	@[probefunc] = count();
}
syscall::write:entry, syscall::writev:entry
/pid == $target && arg0 == 43/
{
	@[probefunc] = count();
}
END
{
	printa("%s %@d\n", @);
}
