/*
 * ASSERTION: pointers compare with pointers to the same type, with void *,
 * and with integers; a difference of pointers to the same type is allowed.
 */
BEGIN
{
	this->p = (int *)alloca(16);
	this->q = this->p + 3;
	a = this->p < this->q;
	b = this->q >= (void *)this->p;
	c = curthread == curthread->parent;
	d = this->p != 0;
	e = this->q - this->p;
	f = (uintptr_t)this->q - (uintptr_t)this->p;
}
