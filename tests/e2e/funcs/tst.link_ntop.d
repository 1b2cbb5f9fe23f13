/*
 * OPTIONS: -q
 * ASSERTION: link_ntop(ARPHRD_ETHER, p) prints the 6 bytes at p, and
 * link_ntop(ARPHRD_INFINIBAND, p) the 20, as two lowercase hex digits
 * each joined by ':', as DTrace does; the bytes come from a D array, from
 * alloca() space and from a kernel pointer alike.
 */
uint8_t mac[6];
uint8_t ibaddr[20];

BEGIN
{
	mac[0] = 0x0a; mac[1] = 0x1b; mac[2] = 0x2c; mac[3] = 0xd3; mac[4] = 0xe4; mac[5] = 0x05;
	printf("[%s]\n", link_ntop(ARPHRD_ETHER, mac));
	this->b = (uint64_t *)alloca(sizeof (uint64_t));
	*this->b = htonll(0x00000000000f << 16);
	printf("[%s]\n", link_ntop(ARPHRD_ETHER, this->b));
	ibaddr[0] = 0xfe; ibaddr[1] = 0x80; ibaddr[10] = 0x9; ibaddr[18] = 0xab; ibaddr[19] = 0xcd;
	printf("[%s]\n", link_ntop(ARPHRD_INFINIBAND, ibaddr));
	printf("%d %d\n", ARPHRD_ETHER, ARPHRD_INFINIBAND);
	exit(0);
}
