/*
 * ASSERTION: float, double and long double are D types: they declare
 * variables of every kind, sizeof gives C's sizes, and printf's %e %f %g
 * take them (they were unknown to the checker, an internal error).
 */
double d;
float f;
long double ld;
self double sd;
double a[int];

BEGIN
{
	this->d = d;
	self->sd = d;
	a[1] = d;
	printf("%d %d %d %e %f %g %e %e\n", sizeof (d), sizeof (f), sizeof (ld),
	    d, f, this->d, self->sd, a[1]);
	exit(0);
}
