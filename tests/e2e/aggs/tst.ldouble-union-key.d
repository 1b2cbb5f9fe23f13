/*
 * ASSERTION: a long double and a union are aggregation keys by their
 * bytes, as in DTrace: a long double read from a process (16 bytes)
 * prints as DTrace prints a record of that size, its bytes; a union of 4
 * bytes prints and sorts as the int it holds; a 16-byte struct member
 * holding a long double keys by the bytes of the whole struct. Equal
 * values are one entry.
 */
/* OPTIONS: -q -c "$HELPERS/floats" */

struct ldpair {
	int id;
	long double ld;
};

union word {
	int i;
	char c[4];
};

union word w;

pid$target:a.out:report:entry
{
	this->lp = (long double *)copyin(arg2, sizeof (long double));
	this->s = (struct ldpair *)copyin(arg3, sizeof (struct ldpair));
	@ld[*this->lp] = count();
	@ld[*this->lp] = count();
	@ld[this->s->ld] = count();
	w.i = 0x41424344;
	@u[w] = count();
	w.i = -2;
	@u[w] = count();
	@u[w] = count();
	@pair[this->s->id, *this->s] = count();
	printa(@ld);
	printa(@u);
	setopt("aggsortkey");
	printa(@u);
	printa(@pair);
	exit(0);
}
