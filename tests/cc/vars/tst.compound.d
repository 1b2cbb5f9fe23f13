/*
 * ASSERTION: compound assignments and ++/-- of variables that are
 * declared or assigned before: a global assigned in an earlier clause, a
 * declared global, self-> and this-> variables, associative arrays (also
 * thread-local ones); ++ and -- create an int64_t.
 */
int d;
BEGIN { n = 1; self->t = 2; a["x"] = 3; self->b[1] = 4; }
syscall::read:entry
{
	n += arg2;
	d -= 1;
	self->t *= 2;
	this->l = 1;
	this->l <<= 3;
	a["x"] |= this->l;
	self->b[1] ^= 1;
	c++;
	--self->u;
	c += self->u;
}
