/*
 * ASSERTION: an anonymous struct or union member's members are the
 * outer struct's (C11), for offsetof and member access alike.
 */
struct s {
	int a;
	union {
		int b;
		long c;
	};
	struct {
		char d;
	};
};

this struct s *p;

BEGIN
{
	this->p = (struct s *)alloca(sizeof(struct s));
	x = offsetof(struct s, c) + offsetof(struct s, d) + this->p->b;
	exit(0);
}
