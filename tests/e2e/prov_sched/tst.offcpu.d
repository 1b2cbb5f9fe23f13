/*
 * OPTIONS: -q -c "$HELPERS/syscalls sleep=100 sleep=100 sleep=100"
 * ASSERTION: sched:::off-cpu and sched:::on-cpu bracket the time a thread
 * is off CPU: three 100 ms sleeps land in the 67108864 ns bucket
 * (2^26 <= 1e8 < 2^27).
 */
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
