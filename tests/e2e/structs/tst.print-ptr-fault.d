/*
 * ASSERTION: print() of a pointer to a struct reads the struct: a bad
 * address is a fault (ERROR fires with DTRACEFLT_BADADDR and the address),
 * and nothing is printed for the clause.
 */
#pragma D option quiet

struct point { int x; int y; };

BEGIN
{
	print((struct point *)8);
}

ERROR
{
	printf("fault %d at %x\n", arg4, arg5);
	exit(0);
}
