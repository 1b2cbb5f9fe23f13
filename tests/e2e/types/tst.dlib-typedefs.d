/*
 * The D library's typedefs are type names in the program itself: casts,
 * sizeof and declarations of psinfo_t, lwpsinfo_t, ipaddr_t, in6_addr_t
 * (the program is parsed before the library it names).
 */
#pragma D option quiet

lwpsinfo_t *lp;

BEGIN
{
	a = (ipaddr_t *)alloca(sizeof (ipaddr_t));
	*a = htonl(0x7f000001);
	printf("%d %d %s\n", sizeof (ipaddr_t), sizeof (in6_addr_t), inet_ntoa(a));
	this->p = (psinfo_t *)curpsinfo;
	lp = curlwpsinfo;
	printf("%d %d\n", this->p->pr_pid == pid, lp->pr_lwpid == tid);
	exit(0);
}
