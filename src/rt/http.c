/*
 * http.c - -x http=[ADDR:]PORT: the aggregations served live over HTTP
 * while tracing runs (see http.h).
 *
 * Two threads, and the probes never wait on either. The consumer's, at
 * every aggrate tick, snapshots each aggregation (as printa() would, without
 * touching what clear() and trunc() keep), formats the JSON the page reads
 * and the Prometheus text, and publishes both as immutable, reference-
 * counted buffers. The server's thread only copies published bytes to
 * sockets: it takes no snapshot, reads no map and no symbol.
 *
 * Routes: GET (or HEAD) / is the page (out/http_page.html, compiled in),
 * /metrics the Prometheus text, /api/aggregations the JSON; anything else
 * 404, another method 405, a request line or headers that are malformed
 * or longer than HTTP_MAX_REQUEST 400 or 431. One request per connection
 * (Connection: close). A client is bounded in what it can hold: at most
 * HTTP_MAX_CLIENTS connections (more are answered 503 and closed), a
 * request must arrive within HTTP_TIMEOUT_S and a response be taken within
 * the same time, or the connection is dropped; all sockets are non-blocking,
 * so a client that reads slowly or never costs one buffer reference and a
 * descriptor until its time runs out, never a wait.
 */
#include "http.h"

#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "../base/util.h"
#include "../out/json.h"
#include "../out/metrics.h"
#include "agg.h"
#include "consume.h"

#define HTTP_MAX_CLIENTS 32
#define HTTP_MAX_REQUEST 8192
#define HTTP_TIMEOUT_S 10

extern const char http_page_html[];
extern const unsigned http_page_html_len;

/* A published response body: shared by every client sending it. */
struct http_buf {
	atomic_int refs;
	size_t len;
	char data[];
};

struct http_client {
	int fd;
	time_t deadline;
	char req[HTTP_MAX_REQUEST];
	size_t reqlen;
	char head[256];
	size_t headlen, sent;     /* head then body: sent counts both */
	struct http_buf *body;    /* NULL: body is the page */
	const char *bodyp;
	size_t bodylen;
	bool responding;
	bool draining;            /* answered: reading what is left until the client closes */
};

struct http_server {
	int lfd, wake[2];
	pthread_t thread;
	bool running;
	pthread_mutex_t lock;
	struct http_buf *json, *metrics; /* the latest published, each holding a reference */
	uint64_t next;                   /* the consumer's next publication (ns, monotonic) */
	struct http_client clients[HTTP_MAX_CLIENTS];
};

static struct http_buf *buf_from(const char *data, size_t len)
{
	struct http_buf *b = xmalloc(sizeof(*b) + len);

	atomic_init(&b->refs, 1);
	b->len = len;
	memcpy(b->data, data, len);
	return b;
}

static void buf_put(struct http_buf *b)
{
	if (b && atomic_fetch_sub(&b->refs, 1) == 1)
		free(b);
}

/* The latest buffer *slot holds, with a reference for the caller. */
static struct http_buf *buf_get(struct http_server *h, struct http_buf **slot)
{
	struct http_buf *b;

	pthread_mutex_lock(&h->lock);
	b = *slot;
	if (b)
		atomic_fetch_add(&b->refs, 1);
	pthread_mutex_unlock(&h->lock);
	return b;
}

static void publish(struct http_server *h, struct http_buf **slot, struct http_buf *b)
{
	struct http_buf *old;

	pthread_mutex_lock(&h->lock);
	old = *slot;
	*slot = b;
	pthread_mutex_unlock(&h->lock);
	buf_put(old);
}

/* ---- the consumer's side: snapshots, formatted ---- */

static const char *const func_names[AGG__COUNT] = {
	[AGG_COUNT] = "count", [AGG_SUM] = "sum", [AGG_AVG] = "avg", [AGG_MIN] = "min",
	[AGG_MAX] = "max", [AGG_STDDEV] = "stddev", [AGG_QUANTIZE] = "quantize",
	[AGG_LQUANTIZE] = "lquantize", [AGG_LLQUANTIZE] = "llquantize",
};

static const char *key_kind(const struct rec_field *f)
{
	switch (f->kind) {
	case FIELD_STACK:
		return "stack";
	case FIELD_USTACK:
		return "ustack";
	case FIELD_STRING:
		return "string";
	case FIELD_INT:
		return "int";
	default:
		return "symbol";
	}
}

/* The run's drops so far, summed over CPUs (as last reported at switchrate). */
static size_t drop_totals(struct session *s, struct metrics_drop *d, uint64_t *errors)
{
	uint64_t sum[4] = { 0 };

	*errors = 0;
	for (int c = 0; s->last_state && c < s->ncpus; c++) {
		sum[0] += s->last_state[c].drops;
		sum[1] += s->last_state[c].aggdrops;
		sum[2] += s->last_state[c].dyndrops;
		sum[3] += s->last_state[c].nestdrops;
		*errors += s->last_state[c].errors;
	}
	d[0] = (struct metrics_drop){ "principal", sum[0] };
	d[1] = (struct metrics_drop){ "aggregation", sum[1] };
	d[2] = (struct metrics_drop){ "dynamic", sum[2] };
	d[3] = (struct metrics_drop){ "nested", sum[3] };
	d[4] = (struct metrics_drop){ "speculation", s->spec_drops };
	d[5] = (struct metrics_drop){ "speculation_unavailable", s->spec_unavail };
	return 6;
}

/* Takes every aggregation's snapshot and publishes the JSON and the metrics. */
static void http_publish(struct session *s, bool ended)
{
	struct http_server *h = s->http;
	char *jb = NULL, *mb = NULL;
	size_t jlen = 0, mlen = 0;
	FILE *jf = open_memstream(&jb, &jlen), *mf = open_memstream(&mb, &mlen);
	struct metrics_drop drops[8];
	uint64_t errors;
	size_t nd = drop_totals(s, drops, &errors);
	struct timespec now;

	if (!jf || !mf) {
		if (jf)
			fclose(jf);
		if (mf)
			fclose(mf);
		free(jb);
		free(mb);
		return;
	}
	clock_gettime(CLOCK_REALTIME, &now);
	fprintf(jf, "{\"time\":%llu,\"ended\":%s,\"drops\":{",
		(unsigned long long)now.tv_sec * 1000000000ull + (unsigned long long)now.tv_nsec,
		ended ? "true" : "false");
	for (size_t i = 0; i < nd; i++)
		fprintf(jf, "%s\"%s\":%llu", i ? "," : "", drops[i].kind,
			(unsigned long long)drops[i].count);
	fprintf(jf, "},\"errors\":%llu,\"aggregations\":[", (unsigned long long)errors);
	for (uint32_t a = 0; s->pd && a < s->pd->naggs; a++) {
		const struct agg_desc *ad = &s->pd->aggs[a];
		struct agg_snap snap;

		if (agg_snapshot_view(s, a, &snap))
			continue;
		fprintf(jf, "%s{\"name\":", a ? "," : "");
		json_str(jf, ad->name, strlen(ad->name));
		fprintf(jf, ",\"function\":\"%s\",\"keys\":[", func_names[ad->func]);
		for (uint32_t k = 0; k < ad->nkeys; k++) {
			fprintf(jf, "%s{\"name\":", k ? "," : "");
			if (ad->keys[k].name)
				json_str(jf, ad->keys[k].name, strlen(ad->keys[k].name));
			else
				fprintf(jf, "\"key%u\"", k + 1);
			fprintf(jf, ",\"kind\":\"%s\"}", key_kind(&ad->keys[k]));
		}
		fputs("],\"data\":", jf);
		json_agg_object(jf, ad, snap.ents, snap.n, &s->po);
		fputc('}', jf);
		metrics_agg(mf, ad, snap.ents, snap.n, &s->po, s->opt.metricstacks);
		agg_snap_free(&snap);
	}
	fputs("]}\n", jf);
	metrics_drops(mf, drops, nd);
	fprintf(mf, "# HELP dtrace_errors_total Probe firings that faulted (ERROR)\n"
		    "# TYPE dtrace_errors_total counter\ndtrace_errors_total %llu\n",
		(unsigned long long)errors);
	fclose(jf);
	fclose(mf);
	publish(h, &h->json, buf_from(jb, jlen));
	publish(h, &h->metrics, buf_from(mb, mlen));
	free(jb);
	free(mb);
}

uint64_t http_deadline(struct session *s)
{
	return s->http ? s->http->next : UINT64_MAX;
}

void http_tick(struct session *s, uint64_t now)
{
	struct http_server *h = s->http;

	if (!h || now < h->next)
		return;
	http_publish(s, false);
	h->next = util_mono_ns() + (s->opt.aggrate ? s->opt.aggrate : 1000000000ull);
}

/* ---- the server's side: sockets ---- */

static void client_close(struct http_client *c)
{
	close(c->fd);
	buf_put(c->body);
	c->fd = -1;
	c->body = NULL;
}

static void respond(struct http_client *c, int status, const char *reason, const char *type,
		    struct http_buf *body, const char *text, size_t len, bool head_only)
{
	c->body = body;
	c->bodyp = body ? body->data : text;
	c->bodylen = head_only ? 0 : len;
	c->headlen = (size_t)snprintf(c->head, sizeof(c->head),
				      "HTTP/1.1 %d %s\r\nContent-Type: %s\r\nContent-Length: %zu\r\n"
				      "Cache-Control: no-store\r\nConnection: close\r\n\r\n",
				      status, reason, type, len);
	c->sent = 0;
	c->responding = true;
}

static void respond_error(struct http_client *c, int status, const char *reason)
{
	char text[64];
	int n = snprintf(text, sizeof(text), "%d %s\n", status, reason);

	respond(c, status, reason, "text/plain; charset=utf-8", buf_from(text, (size_t)n), NULL,
		(size_t)n, false);
}

/* Parses the request once its headers are complete, and sets the response. */
static void route(struct http_server *h, struct http_client *c)
{
	char *sp1, *sp2, *path, *q;
	bool head = false;

	c->req[c->reqlen] = '\0';
	sp1 = strchr(c->req, ' ');
	sp2 = sp1 ? strchr(sp1 + 1, ' ') : NULL;
	if (!sp1 || !sp2 || sp2 - sp1 < 2 || strncmp(sp2 + 1, "HTTP/1.", 7) != 0) {
		respond_error(c, 400, "Bad Request");
		return;
	}
	*sp1 = *sp2 = '\0';
	path = sp1 + 1;
	if (strcmp(c->req, "HEAD") == 0)
		head = true;
	else if (strcmp(c->req, "GET") != 0) {
		respond_error(c, 405, "Method Not Allowed");
		return;
	}
	q = strchr(path, '?');
	if (q)
		*q = '\0';
	if (strcmp(path, "/") == 0 || strcmp(path, "/index.html") == 0) {
		respond(c, 200, "OK", "text/html; charset=utf-8", NULL, http_page_html,
			http_page_html_len, head);
	} else if (strcmp(path, "/metrics") == 0 || strcmp(path, "/api/aggregations") == 0) {
		bool metrics = path[1] == 'm';
		struct http_buf *b = buf_get(h, metrics ? &h->metrics : &h->json);

		if (!b)
			respond_error(c, 503, "Service Unavailable");
		else
			respond(c, 200, "OK",
				metrics ? "text/plain; version=0.0.4; charset=utf-8" : "application/json",
				b, NULL, b->len, head);
	} else {
		respond_error(c, 404, "Not Found");
	}
}

/* Reads what the client sent; false when the connection is done with. */
static bool client_read(struct http_server *h, struct http_client *c)
{
	ssize_t n = read(c->fd, c->req + c->reqlen, HTTP_MAX_REQUEST - 1 - c->reqlen);

	if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR))
		return false;
	if (n < 0)
		return true;
	c->reqlen += (size_t)n;
	c->req[c->reqlen] = '\0';
	if (strstr(c->req, "\r\n\r\n") || strstr(c->req, "\n\n"))
		route(h, c);
	else if (c->reqlen >= HTTP_MAX_REQUEST - 1)
		respond_error(c, 431, "Request Header Fields Too Large");
	return true;
}

/* Sends what it can; false when the response is out or the client gone. */
static bool client_write(struct http_client *c)
{
	while (c->sent < c->headlen + c->bodylen) {
		const char *p = c->sent < c->headlen ? c->head + c->sent : c->bodyp + (c->sent - c->headlen);
		size_t left = c->sent < c->headlen ? c->headlen - c->sent :
						     c->bodylen - (c->sent - c->headlen);
		ssize_t n = send(c->fd, p, left, MSG_NOSIGNAL | MSG_DONTWAIT);

		if (n < 0)
			return errno == EAGAIN || errno == EINTR;
		c->sent += (size_t)n;
	}
	/*
	 * Closing with unread bytes (a request cut at HTTP_MAX_REQUEST) would
	 * reset the connection before the client reads the answer: read and
	 * drop what it still sends until it closes, for a second at most.
	 */
	shutdown(c->fd, SHUT_WR);
	c->responding = false;
	c->draining = true;
	c->deadline = time(NULL) + 1;
	return true;
}

/* Drops what a client sends after its answer; false once it has closed. */
static bool client_drain(struct http_client *c)
{
	char buf[4096];
	ssize_t n = read(c->fd, buf, sizeof(buf));

	return n > 0 || (n < 0 && (errno == EAGAIN || errno == EINTR));
}

static void accept_clients(struct http_server *h)
{
	for (;;) {
		int fd = accept4(h->lfd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);
		struct http_client *c = NULL;

		if (fd < 0)
			return;
		for (int i = 0; i < HTTP_MAX_CLIENTS && !c; i++)
			if (h->clients[i].fd < 0)
				c = &h->clients[i];
		if (!c) {
			static const char busy[] = "HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\n"
						   "Connection: close\r\n\r\n";

			(void)!send(fd, busy, sizeof(busy) - 1, MSG_NOSIGNAL | MSG_DONTWAIT);
			close(fd);
			continue;
		}
		memset(c, 0, sizeof(*c));
		c->fd = fd;
		c->deadline = time(NULL) + HTTP_TIMEOUT_S;
	}
}

static void *serve(void *arg)
{
	struct http_server *h = arg;
	struct pollfd fds[2 + HTTP_MAX_CLIENTS];
	int who[2 + HTTP_MAX_CLIENTS];

	for (;;) {
		nfds_t n = 2;
		time_t now = time(NULL);

		fds[0] = (struct pollfd){ .fd = h->wake[0], .events = POLLIN };
		fds[1] = (struct pollfd){ .fd = h->lfd, .events = POLLIN };
		for (int i = 0; i < HTTP_MAX_CLIENTS; i++) {
			struct http_client *c = &h->clients[i];

			if (c->fd < 0)
				continue;
			if (now >= c->deadline) { /* too slow to ask or to take the answer */
				client_close(c);
				continue;
			}
			who[n] = i;
			fds[n++] = (struct pollfd){ .fd = c->fd, .events = c->responding ? POLLOUT : POLLIN };
			/* (a draining client is read: POLLIN) */
		}
		if (poll(fds, n, 1000) < 0 && errno != EINTR)
			break;
		if (fds[0].revents)
			break;
		for (nfds_t i = 2; i < n; i++) {
			struct http_client *c = &h->clients[who[i]];
			bool keep = true;

			if (!fds[i].revents)
				continue;
			if (c->draining)
				keep = client_drain(c);
			else if (!c->responding)
				keep = client_read(h, c);
			if (keep && c->responding)
				keep = client_write(c);
			if (!keep)
				client_close(c);
		}
		if (fds[1].revents & POLLIN)
			accept_clients(h);
	}
	for (int i = 0; i < HTTP_MAX_CLIENTS; i++)
		if (h->clients[i].fd >= 0)
			client_close(&h->clients[i]);
	return NULL;
}

/* Parses [ADDR:]PORT (ADDR IPv4, or IPv6 in brackets; default 127.0.0.1). */
static int parse_addr(const char *spec, struct sockaddr_storage *ss, socklen_t *len)
{
	char host[128] = "127.0.0.1";
	const char *port = spec, *colon = strrchr(spec, ':');
	char *end;
	unsigned long p;

	if (colon) {
		size_t n = (size_t)(colon - spec);

		if (n >= sizeof(host))
			return -1;
		if (n) {
			memcpy(host, spec, n);
			host[n] = '\0';
		}
		port = colon + 1;
	}
	errno = 0;
	p = strtoul(port, &end, 10);
	if (!*port || *end || errno || p > 65535)
		return -1;
	memset(ss, 0, sizeof(*ss));
	if (host[0] == '[') {
		struct sockaddr_in6 *a6 = (struct sockaddr_in6 *)ss;
		size_t hl = strlen(host);

		if (hl < 3 || host[hl - 1] != ']')
			return -1;
		host[hl - 1] = '\0';
		a6->sin6_family = AF_INET6;
		a6->sin6_port = htons((uint16_t)p);
		if (inet_pton(AF_INET6, host + 1, &a6->sin6_addr) != 1)
			return -1;
		*len = sizeof(*a6);
	} else {
		struct sockaddr_in *a4 = (struct sockaddr_in *)ss;

		a4->sin_family = AF_INET;
		a4->sin_port = htons((uint16_t)p);
		if (inet_pton(AF_INET, host, &a4->sin_addr) != 1)
			return -1;
		*len = sizeof(*a4);
	}
	return 0;
}

static void http_close(struct session *s)
{
	struct http_server *h = s->http;

	if (!h)
		return;
	if (h->running) {
		(void)!write(h->wake[1], "x", 1);
		pthread_join(h->thread, NULL);
	}
	close(h->lfd);
	close(h->wake[0]);
	close(h->wake[1]);
	buf_put(h->json);
	buf_put(h->metrics);
	pthread_mutex_destroy(&h->lock);
	free(h);
	s->http = NULL;
}

int http_start(struct session *s)
{
	struct sockaddr_storage ss, bound;
	socklen_t len, blen = sizeof(bound);
	struct http_server *h;
	char addr[INET6_ADDRSTRLEN] = "?";
	int one = 1, port;

	if (!s->opt.http)
		return 0;
	if (parse_addr(s->opt.http, &ss, &len)) {
		fprintf(stderr, "dtrace: -x http=%s: not [ADDR:]PORT (ADDR an IPv4 address or an IPv6 "
				"one in brackets, PORT 0 to 65535)\n", s->opt.http);
		return -EINVAL;
	}
	h = xcalloc(1, sizeof(*h));
	h->wake[0] = h->wake[1] = -1;
	for (int i = 0; i < HTTP_MAX_CLIENTS; i++)
		h->clients[i].fd = -1;
	pthread_mutex_init(&h->lock, NULL);
	s->http = h;
	session_on_close(s, http_close);
	h->lfd = socket(ss.ss_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
	if (h->lfd < 0 || setsockopt(h->lfd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one)) ||
	    bind(h->lfd, (struct sockaddr *)&ss, len) || listen(h->lfd, 64) ||
	    getsockname(h->lfd, (struct sockaddr *)&bound, &blen) || pipe2(h->wake, O_CLOEXEC)) {
		int err = -errno;

		fprintf(stderr, "dtrace: -x http=%s: %s\n", s->opt.http, strerror(-err));
		return err;
	}
	if (bound.ss_family == AF_INET6) {
		inet_ntop(AF_INET6, &((struct sockaddr_in6 *)&bound)->sin6_addr, addr, sizeof(addr));
		port = ntohs(((struct sockaddr_in6 *)&bound)->sin6_port);
	} else {
		inet_ntop(AF_INET, &((struct sockaddr_in *)&bound)->sin_addr, addr, sizeof(addr));
		port = ntohs(((struct sockaddr_in *)&bound)->sin_port);
	}
	http_publish(s, false); /* something to serve from the start */
	h->next = util_mono_ns() + (s->opt.aggrate ? s->opt.aggrate : 1000000000ull);
	if (pthread_create(&h->thread, NULL, serve, h)) {
		fprintf(stderr, "dtrace: -x http: cannot start the server's thread\n");
		return -EAGAIN;
	}
	h->running = true;
	fprintf(stderr, bound.ss_family == AF_INET6 ? "dtrace: serving http://[%s]:%d/\n" :
						       "dtrace: serving http://%s:%d/\n", addr, port);
	return 0;
}

void http_end(struct session *s)
{
	uint64_t until;

	if (!s->http)
		return;
	http_publish(s, true);
	if (!s->opt.httplinger)
		return;
	/* -x httplinger: the final values stay up a while (a last scrape, a last look) */
	fprintf(stderr, "dtrace: serving the final values for %llu ms more (^C to stop)\n",
		(unsigned long long)(s->opt.httplinger / 1000000));
	until = util_mono_ns() + s->opt.httplinger;
	while (!consume_interrupted && util_mono_ns() < until) {
		uint64_t left = until - util_mono_ns();
		struct timespec ts = { 0, left < 100000000 ? (long)left : 100000000 };

		nanosleep(&ts, NULL);
	}
}
