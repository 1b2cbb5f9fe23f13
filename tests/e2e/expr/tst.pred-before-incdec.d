/*
 * ASSERTION: a variable that ++ or -- creates in a clause's body may be
 * read by that clause's predicate (and by clauses before it): it is an
 * int64_t from the start, 0 until incremented, as in DTrace, which cooks
 * the predicate after the body.
 */
#pragma D option quiet
BEGIN
/count == 0/
{
	printf("count starts at %d\n", count++);
}

tick-10ms
/ticks < 3/
{
	ticks++;
	down--;
}

tick-10ms
/ticks == 3/
{
	printf("ticks %d, count %d, down %d\n", ticks, count, down);
	exit(0);
}
