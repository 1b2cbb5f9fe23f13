/*
 * ASSERTION: long double values compile wherever D keeps or records one:
 * every kind of variable, an associative array key and value, a struct
 * member in memory and in a D struct, an identity cast, a store through
 * a pointer, trace(), print(), printf()'s %Lf family and %e %f %g.
 */
struct ldw {
	int id;
	long double v;
};

long double g;
long double a[long double];
self long double t;
struct ldw w;

BEGIN
{
	this->p = (struct ldw *)alloca(sizeof (struct ldw));
	this->p->v = g;
	*(long double *)alloca(16) = this->p->v;
	this->l = (long double)g;
	self->t = this->l;
	a[g] = self->t;
	w.v = a[g];
	trace(g);
	trace(w.v);
	print(g);
	print(w);
	print(this->p);
	printf("%Lf %Le %Lg %LE %LG %f %e %g %E %G\n", g, this->l, self->t, a[g], w.v,
	    this->p->v, g, g, g, g);
	exit(0);
}
