/*
 * ASSERTION: a translated argument of a type its native argument cannot
 * stand for needs a translator.
 */
struct in {
	int a;
};

struct out {
	int b;
};

provider app {
	probe p(struct in *x) : (struct out *x);
};
