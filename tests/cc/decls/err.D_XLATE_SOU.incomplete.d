/*
 * ASSERTION: a translator's output type must be complete: a struct only
 * named (here, nowhere defined) is refused.
 */
struct wire { int len; };

translator struct nowhere < struct wire *w > { size = w->len; };

BEGIN
{
	exit(0);
}
