/*
 * OPTIONS: -q
 * ASSERTION: a translated struct used whole is built member by member,
 * the members its translator leaves out zero: print() shows it,
 * xlate<T *> is a pointer to it that a clause-local keeps, and a member
 * translated by a nested xlate holds that translation. xlate<T>(e).m and
 * ->m agree with the whole.
 */
struct inner { int a; long b; };
struct outer { int x; string name; struct inner in; int left_out; };

translator struct inner < int v > { a = v + 1; b = v * 1000; };
translator struct outer < int v > {
	x = v;
	name = v > 5 ? "big" : "small";
	in = xlate<struct inner>(v * 2);
};

BEGIN
{
	print(xlate<struct outer>(7));
	this->p = xlate<struct outer *>(3);
	printf("%d %s %d %d %d\n", this->p->x, this->p->name, this->p->in.a, this->p->in.b, this->p->left_out);
	printf("%d %s %d\n", xlate<struct outer>(9).in.a, xlate<struct outer *>(9)->name,
	    xlate<struct outer *>(9)->in.b);
	exit(0);
}
