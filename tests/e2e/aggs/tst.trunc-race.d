/*
 * OPTIONS: -q -c "$HELPERS/syscalls getppid=100000 sleep=150 getppid=100000 sleep=150 getppid=100000"
 * ASSERTION: trunc() does not race with probes still counting: printing
 * and truncating every 50 ms while the target makes 300000 calls, the
 * counts printed add up to exactly 300000 (END prints what the last
 * interval gathered).
 */
syscall::getppid:entry
/pid == $target/
{
	@ = count();
}
tick-50ms
{
	printa("%@d\n", @);
	trunc(@);
}
END
{
	printa("%@d\n", @);
}
