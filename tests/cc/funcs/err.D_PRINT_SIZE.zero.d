/*
 * ASSERTION: print() of a struct of size 0, or of a pointer to one, is
 * D_PRINT_SIZE, as in DTrace.
 */
struct empty { };

BEGIN
{
	p = (int *)alloca(sizeof (int));
	print((struct empty *)p);
}
