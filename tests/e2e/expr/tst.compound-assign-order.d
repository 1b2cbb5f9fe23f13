/*
 * ASSERTION: a compound assignment x op= v reads x before it evaluates v,
 * as DTrace does, so that side effects of v on x do not change the value
 * op applies to: for globals, thread-locals, clause-locals and
 * associative array elements.
 */
#pragma D option quiet

BEGIN
{
	i = 4;
	i += i++ + --i + ++i - ++i * i;	/* 4 + (4 + 4 + 5 - 6 * 6) */
	j = -19;
	j -= j++ * 3;			/* -19 - (-19 * 3) */
	self->x = 3;
	self->x += self->x++ * 10;	/* 3 + 3 * 10 */
	this->y = 7;
	this->y *= ++this->y;		/* 7 * 8 */
	a[1] = 5;
	a[1] -= a[1]--;			/* 5 - 5 */
	printf("%d %d %d %d %d\n", i, j, self->x, this->y, a[1]);
	exit(0);
}
