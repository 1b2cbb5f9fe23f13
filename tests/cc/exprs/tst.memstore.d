/*
 * ASSERTION: stores through pointers held in D variables compile in every
 * lvalue form: *p, p[i], p->m, a[i] of a D array, compound operators.
 */
struct pair { int a; long b; };
int g[4];
this int l[2];

BEGIN
{
	this->p = (uint64_t *)alloca(16);
	*this->p = 1;
	this->p[1] += 2;
	this->s = (struct pair *)alloca(sizeof (struct pair));
	this->s->a = 3;
	(*this->s).b = 4;
	self->c = (char *)alloca(4);
	self->c[0] = 'x';
	g[1] = 5;
	g[2] |= 6;
	this->l[1] = g[1] << 2;
	*(int *)alloca(4) = 7;
	x = &g[0];
	x[3] = 8;
	*(x + 2) -= 1;
}
