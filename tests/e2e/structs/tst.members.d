/*
 * ASSERTION: members of struct and union variables of every kind (global,
 * this->, self->, associative array element, D array of structs) are
 * assigned and read back in place: nested members, arrays in structs,
 * bit-fields, compound assignment and ++/--; an element never assigned
 * reads as zeros.
 */
#pragma D option quiet
struct in { int z; char tag[8]; };
struct pt { int x; short y; struct in in; int arr[4]; unsigned int bf : 3; int sb : 5; };
union u { unsigned int i; unsigned char c[4]; };
struct pt p;
this struct pt t;
self struct pt s;
struct pt a[string];
struct pt pts[3];
union u un;
BEGIN
{
	p.x = 7;
	p.y = -2;
	p.in.z = 3;
	p.arr[2] = 42;
	p.arr[3] = p.arr[2] + 1;
	p.bf = 13;	/* 3 bits: 5 */
	p.sb = -3;
	p.x++;
	p.arr[2] -= 2;
	this->t.in.z = 99;
	this->t.arr[0] = this->t.in.z * 2;
	self->s.arr[1] = 5;
	self->s.arr[1] <<= 2;
	a["one"].x = 11;
	a["one"].in.z++;
	pts[1].y = 8;
	pts[2].arr[3] = 9;
	un.i = 0x41424344;
	printf("p: %d %d %d %d %d %d %d\n", p.x, p.y, p.in.z, p.arr[2], p.arr[3], p.bf, p.sb);
	printf("this: %d %d\n", this->t.in.z, this->t.arr[0]);
	printf("self: %d %d\n", self->s.arr[1], self->s.x);
	printf("assoc: %d %d %d\n", a["one"].x, a["one"].in.z, a["two"].x);
	printf("array: %d %d %d\n", pts[1].y, pts[2].arr[3], pts[0].x);
	printf("union: %x %x %x\n", un.c[0], un.c[3], un.i);
}
BEGIN
{
	printf("later: %d %d %d\n", p.x, self->s.arr[1], a["one"].in.z);
	exit(0);
}
