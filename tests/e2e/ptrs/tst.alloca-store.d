/*
 * ASSERTION: D writes to alloca()'d scratch through pointers held in its
 * variables: every store size, p[i], p->m, compound operators, bcopy()
 * into it; the memory reads back what was written.
 */
#pragma D option quiet

struct rec { char c; short s; int i; long l; };

BEGIN
{
	this->q = (uint64_t *)alloca(24);
	*this->q = 1;
	this->q[1] = 0x123456789;
	this->q[2] = this->q[1];
	this->q[2] += 2;
	this->q[2] <<= 4;
	printf("%d %x %x\n", this->q[0], this->q[1], this->q[2]);

	this->r = (struct rec *)alloca(sizeof (struct rec));
	this->r->c = 'z';
	this->r->s = -2;
	this->r->i = 70000;
	this->r->l = -5000000000;
	this->r->i *= 3;
	printf("%c %d %d %d\n", this->r->c, this->r->s, this->r->i, this->r->l);

	self->s = (char *)alloca(8);
	bcopy(&curthread->comm[0], self->s, 6);
	self->s[6] = '!';
	self->s[7] = 0;
	printf("%s\n", stringof(self->s));
	self->s = 0;
	exit(0);
}
