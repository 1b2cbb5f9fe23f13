/*
 * ASSERTION: BEGIN and END fire from dtrace itself, not from a traced
 * kernel path: stackdepth is 0 there and stack() is empty, as DTrace's.
 */
#pragma D option quiet

BEGIN
{
	printf("BEGIN %d\n", stackdepth);
	stack();
	@s[stack()] = count();
	exit(0);
}

END
{
	printf("END %d\n", stackdepth);
	printa(@s);
}
