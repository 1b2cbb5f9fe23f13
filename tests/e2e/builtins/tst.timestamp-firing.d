/*
 * ASSERTION: timestamp and walltimestamp hold one value for the whole of
 * a probe firing (every clause), and a later firing reads the clock again.
 */
#pragma D option quiet

int same, later, n;
uint64_t last;

tick-10ms
{
	this->a = timestamp;
	this->w = walltimestamp;
}

tick-10ms
{
	same += this->a == timestamp && this->w == walltimestamp;
	later += timestamp > last;
	last = timestamp;
}

tick-10ms
/++n == 3/
{
	printf("%d %d\n", same, later);
	exit(0);
}
