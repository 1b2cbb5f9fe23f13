/*
 * OPTIONS: -q -c "$HELPERS/syscalls getppid=200"
 * ASSERTION: timestamp strictly increases from one system call to the
 * next on a thread; vtimestamp does not decrease; walltimestamp is after
 * 2020 and before 2100.
 */
self uint64_t ts, vts;

syscall::getppid:entry
/pid == $target/
{
	@calls = count();
	@backwards = sum(self->ts != 0 && timestamp <= self->ts);
	@vbackwards = sum(self->vts != 0 && vtimestamp < self->vts);
	@wall = sum(walltimestamp > 1577836800000000000 && walltimestamp < 4102444800000000000);
	self->ts = timestamp;
	self->vts = vtimestamp;
}
END
{
	printa("calls %@d\n", @calls);
	printa("backwards %@d\n", @backwards);
	printa("vbackwards %@d\n", @vbackwards);
	printa("plausible walltimestamp %@d\n", @wall);
}
