/*
 * ASSERTION: a struct is an aggregation key by its bytes, as in DTrace:
 * structs read from a process with the pid provider (the same value is
 * one entry), with other keys beside it, and a D struct built in the
 * clause. A key of 12 bytes prints as DTrace prints a record of that
 * size (its bytes) and sorts bytewise; one of 8 bytes prints and sorts
 * as the 64-bit integer it holds (DTrace prints 1-, 2-, 4- and 8-byte
 * records as integers).
 */
/* OPTIONS: -q -c "$HELPERS/points" */

struct point {
	int x, y, z;
};

struct tag {
	int lo, hi;
};

this struct point d;

pid$target:a.out:visit:entry
{
	this->p = (struct point *)copyin(arg0, sizeof (struct point));
	this->t = (struct tag *)copyin(arg1, sizeof (struct tag));
	@pts[*this->p] = count();
	@tags[*this->t] = count();
	@both[this->p->x, *this->t, "t"] = sum(this->p->y);
	this->d.x = this->p->z;
	this->d.y = 7;
	this->d.z = this->p->x;
	@local[this->d] = count();
}

END
{
	printf("by value:");
	printa(@pts);
	printa(@tags);
	setopt("aggsortkey");
	printf("by key:");
	printa(@pts);
	printa(@tags);
	printa(@both);
	printa(@local);
}
