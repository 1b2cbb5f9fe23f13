/*
 * ASSERTION: a probe whose args[] are of another type than its native
 * arguments is accepted when a translator between them exists.
 */
struct wire {
	int len;
	int kind;
};

struct msginfo {
	int size;
};

translator struct msginfo < struct wire *w > {
	size = w->len;
};

provider msg {
	probe recv(struct wire *w, int flags) : (struct msginfo *w, int flags);
};

BEGIN
{
	exit(0);
}
