/*
 * ASSERTION: alloca() takes a computed size (checked against scratchsize
 * when it runs) and a size of 0.
 */
syscall::read:entry
{
	this->p = (char *)alloca(arg2);
	this->q = alloca(0);
}
