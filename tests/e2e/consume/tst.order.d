/*
 * OPTIONS: -q -c "$HELPERS/syscalls getppid=50000"
 * ASSERTION: with the default buffer, every record of a burst arrives, in
 * the order the probes fired: 50000 numbered records, none lost, none
 * out of order, and no drops.
 */
BEGIN
{
	n = 0;
}
syscall::getppid:entry
/pid == $target/
{
	n++;
	printf("%d\n", n);
}
