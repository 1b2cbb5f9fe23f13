/*
 * ASSERTION: a string in a clause-local or thread-local variable indexes
 * as its characters, as a global one does; a char * may be assigned a
 * string and then points at its characters.
 */
#pragma D option quiet
char *p;

BEGIN
{
	this->s = "clause";
	self->t = "thread";
	g = "global";
	printf("%c %c %c\n", this->s[1], self->t[5], g[0]);
	p = probename;
	printf("%c%c %s\n", p[0], p[4], stringof(p));
	exit(0);
}
