/*
 * ASSERTION: exit() makes DTrace drain at once: the clauses after it in
 * the same firing do not act (no record, no aggregation update), in BEGIN
 * as in any probe, while every END clause still runs.
 */
#pragma D option quiet

tick-10ms
/n++ == 3/
{
	exit(0);
}

tick-10ms
{
	@ticks = count();
	printf("tick %d\n", n);
}

BEGIN
{
	printf("begin\n");
}

END
{
	printf("end: %d clauses counted\n", n);
	printa("ticks counted: %@d\n", @ticks);
}

END
{
	printf("second end\n");
}
