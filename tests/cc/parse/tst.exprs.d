/*
 * ASSERTION: postfix and primary forms: calls, several-key indexing,
 * members, self-> and this-> variables, aggregations with and without keys,
 * casts, sizeof, stringof, offsetof, kernel symbol names with backquotes.
 */
struct s {
	int m;
	char name[16];
};

BEGIN
{
	self->v = 1;
	this->w = self->v + 1;
	@ = count();
	@c = count();
	@k[execname, pid] = sum(1);
	@q["x"] = quantize(this->w);
	n = (int)timestamp;
	u = (unsigned long long)n + (char)1;
	q = (struct s *)0;
	z = sizeof (int) + sizeof n + sizeof (struct s *);
	o = offsetof(struct s, name);
	str = stringof(execname);
	printf("%d %s\n", n, str);
	exit(0);
}
