/*
 * ASSERTION: global scalars, declared or implicit, keep their values
 * across clauses; compound assignment and increments work; an unset
 * global reads as 0.
 */
#pragma D option quiet
int x;
int never;
BEGIN
{
	x = 3;
	y = "str";
	z = x * 2;
	x += 10;
	x++;
	w = x--;
}
BEGIN
{
	printf("%d %s %d %d %d\n", x, y, z, w, never);
	exit(0);
}
