/*
 * net - a deterministic loopback network target for the ip, tcp and udp
 * provider tests: does what its arguments ask, in order, then exits 0.
 * Ports are the kernel's choice (ephemeral); each operation prints the
 * ones it used, so that a test's .post can name them.
 *
 *   net OP...
 *     tcp4=C:S   a TCP connection to a listener of its own on 127.0.0.1: the
 *                client writes C bytes, the server reads them and writes S
 *                bytes back, the client reads them; the client closes first,
 *                then the server. Prints "tcp4 server P client Q".
 *     tcp6=C:S   the same over ::1 ("tcp6 server P client Q")
 *     udp4=N     one datagram of N bytes to a socket of its own on
 *                127.0.0.1, received there ("udp4 server P client Q")
 *     udp6=N     the same over ::1 ("udp6 server P client Q")
 *     refuse4    connect() from 127.0.0.1's port Q to its port P, bound but
 *                not listening, which refuses it (a RST): prints
 *                "refuse4 port P client Q"
 *     refuse6    the same over ::1 ("refuse6 port P client Q")
 *
 * Output goes to stdout, flushed before the traffic it describes.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

static char buf[1 << 16];

static void die(const char *what)
{
	perror(what);
	exit(1);
}

/* A loopback address of family af with port 0 (any). */
static socklen_t loopback(int af, struct sockaddr_storage *ss)
{
	memset(ss, 0, sizeof(*ss));
	if (af == AF_INET) {
		struct sockaddr_in *in = (struct sockaddr_in *)ss;

		in->sin_family = AF_INET;
		in->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
		return sizeof(*in);
	}
	((struct sockaddr_in6 *)ss)->sin6_family = AF_INET6;
	((struct sockaddr_in6 *)ss)->sin6_addr = in6addr_loopback;
	return sizeof(struct sockaddr_in6);
}

static int port_of(int fd)
{
	struct sockaddr_storage ss;
	socklen_t len = sizeof(ss);

	if (getsockname(fd, (struct sockaddr *)&ss, &len))
		die("getsockname");
	return ntohs(ss.ss_family == AF_INET ? ((struct sockaddr_in *)&ss)->sin_port
					     : ((struct sockaddr_in6 *)&ss)->sin6_port);
}

/* A socket of type on the loopback address, bound to an ephemeral port; *ss its address. */
static int bound(int af, int type, struct sockaddr_storage *ss, socklen_t *len)
{
	int fd = socket(af, type, 0);

	*len = loopback(af, ss);
	if (fd < 0 || bind(fd, (struct sockaddr *)ss, *len) || getsockname(fd, (struct sockaddr *)ss, len))
		die("socket");
	return fd;
}

static void full(int fd, long n, int writing)
{
	while (n > 0) {
		ssize_t k = writing ? write(fd, buf, n) : read(fd, buf, n);

		if (k <= 0)
			die(writing ? "write" : "read");
		n -= k;
	}
}

static void tcp(int af, long c2s, long s2c)
{
	struct sockaddr_storage ss;
	socklen_t len;
	int l = bound(af, SOCK_STREAM, &ss, &len), c, a;

	if (listen(l, 1))
		die("listen");
	c = socket(af, SOCK_STREAM, 0);
	if (c < 0 || connect(c, (struct sockaddr *)&ss, len))
		die("connect");
	printf("tcp%c server %d client %d\n", af == AF_INET ? '4' : '6', port_of(l), port_of(c));
	fflush(stdout);
	a = accept(l, NULL, NULL);
	if (a < 0)
		die("accept");
	full(c, c2s, 1);
	full(a, c2s, 0);
	full(a, s2c, 1);
	full(c, s2c, 0);
	close(c);
	if (read(a, buf, 1) != 0) /* the client's FIN */
		die("read FIN");
	close(a);
	close(l);
}

static void udp(int af, long n)
{
	struct sockaddr_storage ss, cs;
	socklen_t len, clen;
	int s = bound(af, SOCK_DGRAM, &ss, &len), c = bound(af, SOCK_DGRAM, &cs, &clen);

	printf("udp%c server %d client %d\n", af == AF_INET ? '4' : '6', port_of(s), port_of(c));
	fflush(stdout);
	if (sendto(c, buf, n, 0, (struct sockaddr *)&ss, len) != n)
		die("sendto");
	if (recv(s, buf, sizeof(buf), 0) != n)
		die("recv");
	close(c);
	close(s);
}

static void refuse(int af)
{
	struct sockaddr_storage ss, cs;
	socklen_t len, clen;
	int b = bound(af, SOCK_STREAM, &ss, &len), c = bound(af, SOCK_STREAM, &cs, &clen);

	printf("refuse%c port %d client %d\n", af == AF_INET ? '4' : '6', port_of(b), port_of(c));
	fflush(stdout);
	if (connect(c, (struct sockaddr *)&ss, len) == 0 || errno != ECONNREFUSED)
		die("connect was not refused");
	close(c);
	close(b);
}

int main(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		const char *op = argv[i];
		long a = 0, b = 0;

		if (sscanf(op, "tcp4=%ld:%ld", &a, &b) == 2 || sscanf(op, "tcp6=%ld:%ld", &a, &b) == 2) {
			if (a > (long)sizeof(buf) || b > (long)sizeof(buf))
				die("size");
			tcp(op[3] == '4' ? AF_INET : AF_INET6, a, b);
		} else if (sscanf(op, "udp4=%ld", &a) == 1 || sscanf(op, "udp6=%ld", &a) == 1) {
			if (a > 65000)
				die("size");
			udp(op[3] == '4' ? AF_INET : AF_INET6, a);
		} else if (strcmp(op, "refuse4") == 0 || strcmp(op, "refuse6") == 0) {
			refuse(op[6] == '4' ? AF_INET : AF_INET6);
		} else {
			fprintf(stderr, "net: unknown operation %s\n", op);
			return 2;
		}
	}
	return 0;
}
