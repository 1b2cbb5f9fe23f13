/*
 * tkwork - workloads for the toolkit's tests (tests/e2e/toolkit): does what
 * its arguments ask, in order, then exits 0.
 *
 *   tkwork OP...
 *     calls=N        N times: main -> tk_outer -> tk_middle -> tk_inner, and
 *                    tk_outer -> tk_leaf (noinline functions of this program)
 *     threads=N      creates N threads, each returning at once; joins them
 *     mutex=MS       a second thread takes a mutex and holds it MS ms while
 *                    the main thread waits for it in pthread_mutex_lock()
 *     lookup=HOST    getaddrinfo(HOST, NULL) once (files first: "localhost"
 *                    resolves from /etc/hosts without the network)
 *     synretrans     a listener on 127.0.0.1 with a full accept queue:
 *                    connects once (queued, never accepted), then starts a
 *                    second connection whose SYN the kernel drops, so it is
 *                    retransmitted after about a second; waits 1.5 s for
 *                    that. Prints "synretrans port P" (the listener's port).
 *     sleep=MS       nanosleep() for MS milliseconds
 *
 * Built -O2 without frame pointers, as the other helpers.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

static volatile long sink;

static void msleep(long ms)
{
	struct timespec ts = { ms / 1000, (ms % 1000) * 1000000L };

	while (nanosleep(&ts, &ts) != 0)
		;
}

__attribute__((noinline)) void tk_inner(long i)
{
	sink += i;
	__asm__ volatile("");
}

__attribute__((noinline)) void tk_middle(long i)
{
	tk_inner(i);
	__asm__ volatile("");
}

__attribute__((noinline)) void tk_leaf(long i)
{
	sink -= i;
	__asm__ volatile("");
}

__attribute__((noinline)) void tk_outer(long i)
{
	tk_middle(i);
	tk_leaf(i);
	__asm__ volatile("");
}

static void *nothing(void *arg)
{
	return arg;
}

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static int held[2];

static void *holder(void *arg)
{
	long ms = (long)arg;
	char c = 0;

	pthread_mutex_lock(&mu);
	if (write(held[1], &c, 1) != 1)
		perror("write");
	msleep(ms);
	pthread_mutex_unlock(&mu);
	return NULL;
}

static void contend(long ms)
{
	pthread_t t;
	char c;

	if (pipe(held) || pthread_create(&t, NULL, holder, (void *)ms)) {
		perror("mutex");
		exit(1);
	}
	if (read(held[0], &c, 1) != 1)
		perror("read");
	pthread_mutex_lock(&mu);
	pthread_mutex_unlock(&mu);
	pthread_join(t, NULL);
	close(held[0]);
	close(held[1]);
}

static void lookup(const char *host)
{
	struct addrinfo *ai = NULL;
	int err = getaddrinfo(host, NULL, NULL, &ai);

	if (err)
		fprintf(stderr, "tkwork: %s: %s\n", host, gai_strerror(err));
	else
		freeaddrinfo(ai);
}

static void synretrans(void)
{
	struct sockaddr_in in = { .sin_family = AF_INET };
	socklen_t len = sizeof(in);
	int l = socket(AF_INET, SOCK_STREAM, 0), c1 = socket(AF_INET, SOCK_STREAM, 0);
	int c2 = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);

	in.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if (l < 0 || c1 < 0 || c2 < 0 || bind(l, (struct sockaddr *)&in, sizeof(in)) ||
	    listen(l, 0) || getsockname(l, (struct sockaddr *)&in, &len)) {
		perror("synretrans");
		exit(1);
	}
	printf("synretrans port %d\n", ntohs(in.sin_port));
	fflush(stdout);
	/* the first fills the accept queue (backlog 0: one connection) */
	if (connect(c1, (struct sockaddr *)&in, sizeof(in))) {
		perror("connect");
		exit(1);
	}
	/* the second's SYN is dropped while the queue is full, and sent again */
	connect(c2, (struct sockaddr *)&in, sizeof(in));
	msleep(1500);
	close(c2);
	close(c1);
	close(l);
}

int main(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i], *eq = strchr(a, '=');
		long n = eq ? atol(eq + 1) : 0;

		if (!strncmp(a, "calls=", 6)) {
			for (long k = 0; k < n; k++)
				tk_outer(k);
		} else if (!strncmp(a, "threads=", 8)) {
			for (long k = 0; k < n; k++) {
				pthread_t t;

				if (pthread_create(&t, NULL, nothing, NULL) == 0)
					pthread_join(t, NULL);
			}
		} else if (!strncmp(a, "mutex=", 6)) {
			contend(n);
		} else if (!strncmp(a, "lookup=", 7)) {
			lookup(eq + 1);
		} else if (!strcmp(a, "synretrans")) {
			synretrans();
		} else if (!strncmp(a, "sleep=", 6)) {
			msleep(n);
		} else {
			fprintf(stderr, "tkwork: unknown operation %s\n", a);
			return 2;
		}
	}
	return 0;
}
