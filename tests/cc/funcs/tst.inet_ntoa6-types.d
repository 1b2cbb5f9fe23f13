/*
 * ASSERTION: inet_ntoa6() takes a struct in6_addr pointer, its typedef
 * in6_addr_t's, or void *.
 */
BEGIN
{
	p = (int *)alloca(sizeof(int) * 4);
	trace(inet_ntoa6((struct in6_addr *)p));
	trace(inet_ntoa6((in6_addr_t *)p));
	trace(inet_ntoa6((void *)p, 1));
	exit(0);
}
