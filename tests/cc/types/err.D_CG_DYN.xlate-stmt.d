/*
 * ASSERTION: a translation used as a whole statement, its value read by
 * nothing, is refused: its result is of a dynamic type.
 */
struct in {
	int i;
};

struct out {
	int o;
};

translator struct out < struct in *p >
{
	o = p->i;
};

BEGIN
{
	xlate < struct out * > ((struct in *)0);
	exit(0);
}
