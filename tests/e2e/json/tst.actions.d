/*
 * OPTIONS: -q -w -x oformat=json -c "$HELPERS/syscalls open=/nonexistent/dtrace-e2e"
 * ASSERTION: tracemem() is {"tracemem": the bytes in hex}; system() runs
 * with its output read into {"system": command, "output": text} rather
 * than written into the stream; a committed speculation's records are
 * a line of their own, where commit() is (DTrace allows commit() only
 * before a clause's data-recording actions); commit() itself records nothing.
 */
syscall::openat:entry
/pid == $target && copyinstr(arg1) == "/nonexistent/dtrace-e2e"/
{
	tracemem(copyin(arg1, 20), 20);
	system("echo %s; printf 'tab\\there'", "from the shell");
	self->spec = speculation();
}

syscall::openat:entry
/self->spec/
{
	speculate(self->spec);
	printf("speculated %d\n", 1);
}

syscall::openat:entry
/self->spec/
{
	commit(self->spec);
}

syscall::openat:entry
/self->spec/
{
	trace("after commit");
	self->spec = 0;
	exit(0);
}
