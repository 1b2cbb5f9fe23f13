/*
 * ASSERTION: a translator maps an input type to an output struct, member by
 * member; xlate<> applies it.
 */
struct in_s {
	int a;
	int b;
};

struct out_s {
	int sum;
	int diff;
};

translator struct out_s < struct in_s *p > {
	sum = p->a + p->b;
	diff = p->a - p->b;
};

BEGIN
{
	exit(0);
}
