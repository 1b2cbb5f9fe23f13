/*
 * ASSERTION: inet_ntoa6() takes an in6_addr_t pointer (or void *): an int
 * pointer is refused.
 */
int *p;

BEGIN
{
	p = alloca(sizeof(int) * 4);
	trace(inet_ntoa6(p));
	exit(0);
}
