/*
 * ASSERTION: every member a translator defines must be a member of its
 * output type.
 */
struct wire { int len; };
struct view { int size; };

translator struct view < struct wire *w > {
	size = w->len;
	length = w->len;
};

BEGIN
{
	exit(0);
}
