/*
 * ASSERTION: declarations are judged in the order they come, before any
 * clause's expressions: a member of a struct not yet defined is
 * D_DECL_INCOMPLETE although a later clause calls what is no function.
 */
struct outer {
	struct later l;
	int n;
};

struct later {
	int x;
};

BEGIN
/(1)(2)/
{
	exit(0);
}
