/*
 * points - passes a known sequence of structs to visit(), so that tests
 * can key aggregations by a struct read from a process with the pid
 * provider: visit(&pt, &tag) for 6 points of 3 distinct values (each
 * 12 bytes) and tags of 8 bytes (two ints), then exits.
 */
struct point {
	int x, y, z;
};

struct tag {
	int lo, hi;
};

static volatile long sink;

__attribute__((noinline)) void visit(volatile struct point *p, volatile struct tag *t)
{
	sink += p->x + p->y + p->z + t->lo + t->hi;
	__asm__ volatile("");
}

int main(void)
{
	static const struct point pts[6] = {
		{ 2, 0, 0 }, { 1, 2, 3 }, { 2, 0, 0 }, { 0, 9, 9 }, { 2, 0, 0 }, { 1, 2, 3 },
	};
	static const struct tag tags[6] = {
		{ 1, 0 }, { -1, 0 }, { 1, 0 }, { 0, 1 }, { 1, 0 }, { -1, 0 },
	};

	for (int i = 0; i < 6; i++) {
		volatile struct point p = pts[i];
		volatile struct tag t = tags[i];

		visit(&p, &t);
	}
	return 0;
}
