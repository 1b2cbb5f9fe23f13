/*
 * ASSERTION: storing a struct through a pointer to another struct type is
 * D_OP_INCOMPAT.
 */
struct a { int x; };
struct b { int x; };

BEGIN
{
	p = (struct a *)alloca(sizeof (struct a));
	q = (struct b *)alloca(sizeof (struct b));
	*p = *q;
}
