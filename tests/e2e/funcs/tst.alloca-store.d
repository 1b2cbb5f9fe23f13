/*
 * ASSERTION: stores through alloca()'d pointers of every kind: a string
 * through a string * (its characters copied, read back as a string), a
 * string member, a whole struct from a D variable, from another
 * alloca()'d struct and from kernel memory, elements and members.
 */
#pragma D option quiet
#pragma D option scratchsize=2048

struct rec { int n; char tag[4]; string name; };
struct rec r;

BEGIN
{
	s = (string *)alloca(sizeof (string) + 1);
	*s = "abc";
	trace(*s);
	printf("\n%s %d\n", *s, strlen(*s));
	t = (string *)alloca(sizeof (string));
	*t = strjoin(*s, "def");
	printf("%s\n", *t);

	r.n = 7;
	p = (struct rec *)alloca(sizeof (struct rec));
	*p = r;
	p->name = "member";
	p->tag[1] = 'x';
	q = (struct rec *)alloca(sizeof (struct rec));
	*q = *p;
	q->n++;
	printf("%d %d %s %c\n", p->n, q->n, q->name, q->tag[1]);

	w = (struct load_weight *)alloca(sizeof (struct load_weight));
	*w = curthread->se.load;
	printf("%d\n", w->weight == curthread->se.load.weight);
	exit(0);
}

ERROR
{
	exit(1);
}
