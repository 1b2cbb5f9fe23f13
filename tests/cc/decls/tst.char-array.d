/*
 * ASSERTION: a D char x[N] (global, clause-local, thread-local, member) is
 * an array of chars: stored into by index; the address of an element of a
 * global or a clause-local (its memory stays put) may be taken.
 */
struct rec { char tag[4]; int n; };
struct rec r;
char g[8];
this char l[4];
self char t[2];

BEGIN
{
	g[2] = 'a';
	this->l[0] = g[2];
	self->t[1] = 'b';
	r.tag[3] = 0;
	p = &g[2];
	q = &this->l[1];
	s = &r.tag[1];
	trace(g);
	trace(sizeof(g));
}
