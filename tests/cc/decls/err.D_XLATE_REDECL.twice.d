/*
 * ASSERTION: a second translator between the same input and output types
 * is refused, even with the same members.
 */
struct wire { int len; };
struct view { int size; };

translator struct view < struct wire *w > { size = w->len; };
translator struct view < struct wire *x > { size = x->len * 2; };

BEGIN
{
	exit(0);
}
