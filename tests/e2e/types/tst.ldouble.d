/*
 * ASSERTION: long double values read from a process are recorded whole
 * (16 bytes) and print with the host's long double: stored in a global, a
 * clause-local, a thread-local and an associative array element, read
 * from a struct member, copied by an identity cast, stored through a
 * pointer, as an associative array's key; printf's %Lf %Le %Lg
 * %LE %LG and %f %e %g (which print a long double as one, as DTrace adds
 * the L); trace() prints its bytes, as DTrace prints a record of that
 * size; print() of one and of a struct holding one (DTrace's %+.16LE).
 */
/* OPTIONS: -q -c "$HELPERS/floats" */

struct ldpair {
	int id;
	long double ld;
};

long double g, zero;
long double a[string];
int k[long double];
self long double t;

pid$target:a.out:report:entry
{
	this->lp = (long double *)copyin(arg2, sizeof (long double));
	this->s = (struct ldpair *)copyin(arg3, sizeof (struct ldpair));
	g = *this->lp;
	this->l = (long double)g;
	self->t = this->s->ld;
	a["m"] = self->t;
	k[g] = 5;
	this->q = (long double *)alloca(sizeof (long double));
	*this->q = a["m"];
	printf("%Lf %Le %Lg %LE %LG\n", g, this->l, g, *this->lp, g);
	printf("%f %e %g %.10f|%20.3Lf|%-12.2Lf|\n", zero, zero, zero, g, self->t, a["m"]);
	printf("%d %d %d %d %d %.1Lf\n", sizeof (g), sizeof (struct ldpair), offsetof(struct ldpair, ld),
	    k[*this->lp], k[self->t], *this->q);
	trace(g);
	printf("\n");
	print(this->s->ld);
	print(*this->s);
	exit(0);
}
