/*
 * OPTIONS: -q
 * ASSERTION: link_ntop() of a type that is neither ARPHRD_ETHER nor
 * ARPHRD_INFINIBAND is an illegal operation (DTRACEFLT_ILLOP), and of a
 * NULL address a bad address, as in DTrace: the clause records nothing
 * and ERROR fires; an Ethernet address in another clause works.
 */
BEGIN
{
	this->b = (uint64_t *)alloca(sizeof (uint64_t));
	*this->b = htonll(0x020820ac040e << 16);
	printf("%s\n", link_ntop(ARPHRD_ETHER, this->b));
}

BEGIN
{
	this->b = (uint64_t *)alloca(sizeof (uint64_t));
	printf("%s\n", link_ntop(-1, this->b));
}

BEGIN
{
	printf("%s\n", link_ntop(ARPHRD_ETHER, (uint8_t *)0));
}

ERROR
{
	printf("%d %d\n", arg4, arg5); /* DTRACEFLT_ILLOP 3, DTRACEFLT_BADADDR 1 at 0 */
}

BEGIN
{
	exit(0);
}
