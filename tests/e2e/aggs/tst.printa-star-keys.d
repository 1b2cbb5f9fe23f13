/*
 * ASSERTION: in a printa() format, a '*' width or precision takes the
 * next key, as a plain conversion does: a negative width left-justifies
 * (with '-' or without), and the rows sort by value as usual.
 */
#pragma D option quiet

BEGIN
{
	@[10, 100] = sum(1);
	@[-10, 200] = sum(2);
	@p[6, 3, 7] = count();
	printa("-->%-*d<--\n", @);
	printa("-->%*d<--\n", @);
	printa("[%*.*d|%@d]\n", @p);
	exit(0);
}
