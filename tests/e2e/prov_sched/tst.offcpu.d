/*
 * OPTIONS: -q -c "$HELPERS/syscalls sleep=100 sleep=100 sleep=100"
 * ASSERTION: sched:::off-cpu and sched:::on-cpu bracket the time a thread
 * is off CPU: three 100 ms sleeps land in the 67108864 ns bucket
 * (2^26 <= 1e8 < 2^27).
 * The kernel now and then runs a thread again with no sched_switch naming
 * it (seen with its own sched_switch trace event too): no on-cpu fires,
 * and the next off-cpu overwrites self->ts. Such off-cpus (self->ts still
 * set) are counted; .post lets one of them stand for a sleep.
 */
sched:::off-cpu
/pid == $target && self->ts/
{
	@unseen = count();
}
sched:::off-cpu
/pid == $target/
{
	self->ts = timestamp;
}
sched:::on-cpu
/self->ts/
{
	@ = quantize(timestamp - self->ts);
	self->ts = 0;
}
END
{
	printa("unseen %@d\n", @unseen);
}
