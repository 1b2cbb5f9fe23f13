/*
 * ASSERTION: the printsize option cuts print() of a struct at the first
 * member that begins at or past that many bytes, printing "..." at its
 * level and closing what is open; a struct that ended just before the cut
 * closes after the "...". setopt() changes it between two print()s, and
 * printsize=0 prints everything.
 */
#pragma D option quiet
#pragma D option printsize=4

struct inner {
	short lo;
	short hi;
};

struct outer {
	int id;
	struct inner in;
	long tail;
	long last;
};

BEGIN
{
	o = (struct outer *)alloca(sizeof (struct outer));
	o->id = 7;
	o->in.lo = 1;
	o->in.hi = 2;
	o->tail = 3;
	o->last = 4;
	print(o);
	setopt("printsize", "6");
	print(o);
	setopt("printsize", "8");
	print(o);
	setopt("printsize", "0");
	print(o);
	exit(0);
}
