/*
 * ASSERTION: one clause may commit() and discard() several speculations
 * (DTrace on Linux allows it): each commit() releases its buffer's data,
 * each discard() drops its own, in one firing; committing the same id
 * twice releases its data once; and every buffer is free again later.
 */
#pragma D option quiet
#pragma D option nspec=5

BEGIN
{
	a = speculation();
	b = speculation();
	c = speculation();
	d = speculation();
	e = speculation();
	printf("ids %d\n", a && b && c && d && e);
}

BEGIN { speculate(a); printf("a\n"); }
BEGIN { speculate(b); printf("b\n"); }
BEGIN { speculate(c); printf("c\n"); }
BEGIN { speculate(d); printf("d\n"); }
BEGIN { speculate(e); printf("e\n"); }

BEGIN
{
	commit(e);
	discard(d);
	commit(c);
	commit(c);
	discard(b);
	commit(a);
}

tick-100ms
/n++ == 5/
{
	x = speculation();
	y = speculation();
	z = speculation();
	printf("free again %d\n", x && y && z);
	exit(0);
}

ERROR
{
	exit(1);
}
