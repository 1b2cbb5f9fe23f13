/*
 * ASSERTION: tick-1s fires once a second on one CPU (three ticks here,
 * about 3000 ms apart from BEGIN); tick-100ms fires about ten times a
 * second: .post compares its count with the time that really passed.
 * (A timer firing can be missed while another BPF program runs on the
 * same CPU -- a kernel rule, so the bounds allow for a few.)
 */
#pragma D option quiet
BEGIN
{
	n = 0;
	t0 = timestamp;
}
tick-100ms
{
	@fast = count();
}
tick-1s
{
	n++;
	printf("tick %d\n", n);
}
tick-1s
/n == 3/
{
	printf("elapsed %d\n", (timestamp - t0) / 1000000);
	printa("fast %@d\n", @fast);
	exit(0);
}
