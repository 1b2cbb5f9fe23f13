/*
 * OPTIONS: -q
 * ASSERTION: a fault names the action it happened in as DTrace on Linux
 * numbers them: the clause's place among the clauses of its probe (the
 * fourth BEGIN clause is action #4 whichever of its statements faulted);
 * a fault in the predicate is "in predicate". ERROR's arg2 is the same
 * number (0 for the predicate).
 */
BEGIN
{
	x = 1;
	y = 2;
	printf("%d %d\n", x, *(int *)8);
}

BEGIN
{
	trace(*(int *)16);
}

BEGIN
/ *(int *)24 /
{
	trace(1);
}

BEGIN
{
	a = 1;
	b = 2;
	c = 3;
	d = *(int *)32;
}

BEGIN
{
	exit(0);
}

ERROR
{
	printf("arg2 %d at %x\n", arg2, arg5);
}
