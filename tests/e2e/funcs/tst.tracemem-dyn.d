/*
 * ASSERTION: tracemem(addr, n, d) records n bytes and dumps the first d
 * of them, d computed at run time; d of 0, or above n, dumps all n.
 */
#pragma D option quiet

BEGIN
{
	this->p = (char *)alloca(20);
	this->p[0] = 'D';
	this->p[1] = 'T';
	this->p[17] = '!';
	this->n = 2;
	tracemem(this->p, 20, this->n);
	tracemem(this->p, 20, this->n * 9);
	tracemem(this->p, 4, 0);
	tracemem(this->p, 4, 1000);
	exit(0);
}
