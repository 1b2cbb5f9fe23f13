/*
 * OPTIONS: -q -x oformat=json -c "$HELPERS/points"
 * ASSERTION: an aggregation keyed by a struct writes the key as text
 * output prints it: a struct of 1, 2, 4 or 8 bytes as the integer it
 * holds, one of other sizes as its bytes ({"bytes": hex}, or a string
 * where they read as one); a long double key as a number.
 */
struct point {
	int x, y, z;
};

struct tag {
	int lo, hi;
};

struct name {
	char s[8];
	short n;
};

this struct name nm;
long double ld;

pid$target:a.out:visit:entry
{
	this->p = (struct point *)copyin(arg0, sizeof (struct point));
	@pts[*this->p] = count();
	@tags[*(struct tag *)copyin(arg1, sizeof (struct tag))] = count();
	this->nm.s[0] = 'a';
	this->nm.s[1] = 'b';
	@names[this->nm, this->p->x] = count();
	@ld[ld] = count();
}
