/*
 * OPTIONS: -q -c "$HELPERS/syscalls read=2000:4096 write=2000:4096"
 * ASSERTION: the acceptance one-liner's vtimestamp difference across one
 * short system call is its on-CPU time: never 0 (the kernel's run-time
 * sum alone only moves at switches and ticks), never a whole tick (4 ms).
 */
syscall::read:entry, syscall::write:entry
/pid == $target && (arg0 == 42 || arg0 == 43)/
{
	self->ts = vtimestamp;
}

syscall::read:return, syscall::write:return
/self->ts/
{
	this->d = vtimestamp - self->ts;
	@calls[probefunc] = count();
	@zero[probefunc] = sum(this->d == 0);
	@tick[probefunc] = sum(this->d > 1000000);
	@some[probefunc] = sum(this->d > 0);
	self->ts = 0;
}

END
{
	printa("%s calls %@d zero %@d over 1 ms %@d non-zero %@d\n", @calls, @zero, @tick, @some);
}
