/* OPTIONS: -C -q */
/*
 * ASSERTION: <sys/socket.h> and <netinet/in.h> compile under -C: address
 * families, socket types and protocols are constants, the sockaddr
 * structs are laid out as C does.
 */
#include <sys/socket.h>
#include <netinet/in.h>

BEGIN
{
	printf("%d %d %d %d %d %d\n", AF_INET, AF_INET6, AF_UNIX, SOCK_STREAM, IPPROTO_TCP, IPPROTO_UDP);
	printf("%d %d %d\n", sizeof(struct sockaddr_in), sizeof(struct sockaddr_in6), offsetof(struct sockaddr_in, sin_addr));
	exit(0);
}
