/*
 * OPTIONS: -q -c "$HELPERS/syscalls getppid=50 write=5:1"
 * ASSERTION: syscall:::entry and syscall:::return (every system call)
 * name each call in probefunc and count it exactly.
 */
syscall:::entry
/pid == $target && (probefunc == "getppid" || (probefunc == "write" && arg0 == 43))/
{
	@e[probefunc] = count();
	self->in = 1;
}
syscall:::return
/self->in/
{
	@r[probefunc, probename] = count();
	self->in = 0;
}
END
{
	printa("entry %s %@d\n", @e);
	printa("%s:%s %@d\n", @r);
}
