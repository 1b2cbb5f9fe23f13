/*
 * ASSERTION: a translator member's expression is checked where the
 * translator is declared, even if no clause uses it: an integer cannot
 * define a pointer member.
 */
struct wire { int len; char kind; };
struct view { int size; char *kind; };

translator struct view < struct wire *w > {
	size = w->len;
	kind = w->kind;
};

BEGIN
{
	exit(0);
}
