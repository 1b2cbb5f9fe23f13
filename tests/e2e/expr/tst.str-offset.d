/*
 * ASSERTION: a string plus or minus an integer is a char * to that
 * character of it, as in DTrace, for a string of any kind of variable and
 * a literal, either way round: printed with %s, dereferenced, subtracted.
 */
#pragma D option quiet

BEGIN
{
	g = "abcd";
	self->t = "xyz";
	a[1] = "klm";
	this->l = "pq";
	printf("%s %s %s %s %s %s\n", g + 1, 2 + self->t, a[1] + 1, this->l + 1, (g + 3) - 1, "lit" + 1);
	printf("%c %c %d\n", *(g + 2), *(1 + a[1]), (g + 3) - (g + 1));
	exit(0);
}
