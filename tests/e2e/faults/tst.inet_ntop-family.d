/*
 * OPTIONS: -q
 * ASSERTION: inet_ntop() of a family that is neither AF_INET nor AF_INET6
 * is an illegal operation (DTRACEFLT_ILLOP), as in DTrace: its clause
 * records nothing and ERROR fires; a known family in another clause works.
 */
BEGIN
{
	this->a = (ipaddr_t *)alloca(sizeof (ipaddr_t));
	*this->a = htonl(0x7f000001);
	printf("%s\n", inet_ntop(AF_INET, this->a));
}

BEGIN
{
	this->a = (ipaddr_t *)alloca(sizeof (ipaddr_t));
	*this->a = htonl(0x7f000001);
	printf("%s\n", inet_ntop(-1, this->a));
}

ERROR
{
	printf("%d %d\n", arg4 == DTRACEFLT_ILLOP, arg5);
	exit(0);
}
