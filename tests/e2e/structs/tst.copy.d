/*
 * ASSERTION: whole struct values are copied between D variables of every
 * kind (global, this->, self->, associative array element, a struct
 * member), declaring an implicit variable on its first assignment, and
 * the copy is independent of its source.
 */
#pragma D option quiet
struct coords { int x, y; };
struct particle { struct coords pos; struct coords vel; };
struct particle P;
this struct particle q;
BEGIN
{
	P.pos.x = 1;
	P.pos.y = 2;
	P.vel.x = 3;
	P.vel.y = 4;
	this->q = P;
	self->r = this->q;
	a[5] = self->r;
	G = a[5];
	G.vel = P.pos;
	P.pos.x = 100;
	printf("%d %d %d %d\n", this->q.pos.x, this->q.pos.y, this->q.vel.x, this->q.vel.y);
	printf("%d %d %d %d\n", self->r.pos.x, a[5].vel.y, G.vel.x, G.vel.y);
	printf("%d %d\n", P.pos.x, G.pos.x);
	exit(0);
}
