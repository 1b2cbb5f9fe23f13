/*
 * ASSERTION: struct and union values live in every kind of D variable
 * (global, self->, this->, associative array element, D array), and their
 * members and elements are assigned, compound-assigned, incremented and
 * read in place; whole values are copied between variables and from
 * kernel memory.
 */
struct in { int z; char tag[8]; };
struct pt { int x; int y; struct in in; int arr[4]; unsigned int bf : 3; };
union u { int i; char c[4]; };
struct pt p, q;
self struct pt s;
this struct pt t;
struct pt a[int];
struct pt pts[3];
union u un;
BEGIN
{
	p.x = 7;
	p.in.z = 3;
	p.arr[2] = 42;
	p.bf = 5;
	q = p;
	q.x++;
	--q.y;
	q.arr[1] += 10;
	self->s.arr[2] = 1;
	self->s = q;
	this->t.in = p.in;
	a[1].x = 11;
	a[2] = p;
	a[2].in.z *= 2;
	pts[1].y = 8;
	un.i = 1;
	implicit = p;
	self->k = *curthread;
	trace(p);
	print(this->t);
	trace(sizeof(p) + offsetof(struct pt, arr) + sizeof(a[1].in) + implicit.x + self->k.pid);
	trace(un.c[0] + pts[1].y + a[3].x + this->t.in.z + q.bf);
}
