/*
 * prov_tcp.c - the tcp provider, as far as Linux's tracepoints go: the
 * connection state machine, from sock/inet_sock_set_state (attached raw:
 * the socket and both states), with DTrace's args[2] ipinfo_t *, args[3]
 * tcpsinfo_t * (the new state) and args[5] tcplsinfo_t * (the previous
 * one), translated in the D library (dlib.c) from the tracepoint's
 * arguments (PROBE_ARG_CTXADDR). Fired in the context of whoever changes
 * the state (often softirq, on behalf of the socket).
 *
 *   state-change          every change
 *   connect-request       CLOSE -> SYN_SENT (connect() sends its SYN)
 *   connect-established   SYN_SENT -> ESTABLISHED
 *   connect-refused       SYN_SENT -> CLOSE (a RST, or the attempt gave up)
 *   accept-established    SYN_RECV -> ESTABLISHED (the listener's new socket)
 *
 * args[0] pktinfo_t, args[1] csinfo_t and args[4] tcpinfo_t (the segment)
 * read as 0. send, receive and accept-refused need a probe per segment
 * (tcp_transmit_skb, tcp_v4_rcv: fbt) and are not offered; nor are the
 * ip and udp providers, for the same reason.
 */
#include "provider.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <bpf/bpf.h>

#include "../base/util.h"
#include "attach.h"
#include "host.h"
#include "session.h"

enum { LINUX_ESTABLISHED = 1, LINUX_SYN_SENT = 2, LINUX_SYN_RECV = 3, LINUX_CLOSE = 7 };

struct tcp_row {
	const char *name;
	int64_t oldstate, newstate; /* -1: any */
};

static const struct tcp_row tcp_rows[] = {
	{ "state-change", -1, -1 },
	{ "connect-request", -1, LINUX_SYN_SENT },
	{ "connect-established", LINUX_SYN_SENT, LINUX_ESTABLISHED },
	{ "connect-refused", LINUX_SYN_SENT, LINUX_CLOSE },
	{ "accept-established", LINUX_SYN_RECV, LINUX_ESTABLISHED },
};

#define XARG(xt) { .type = "__dtrace_sockstate_t *", .size = 8, .from = PROBE_ARG_CTXADDR, .xlate = xt }

/* args[0..5], then the two states (conditions) */
static const struct probe_arg tcp_args[8] = {
	{ .type = NULL }, { .type = NULL }, XARG("ipinfo_t *"), XARG("tcpsinfo_t *"), { .type = NULL },
	XARG("tcplsinfo_t *"), { .off = 8, .size = 8 }, { .off = 16, .size = 8 },
};

static int tcp_list(const struct provider *prv, struct host *h, probe_visit_fn *visit)
{
	for (size_t i = 0; i < ARRAY_LEN(tcp_rows); i++) {
		struct probe p = {
			.prov = "tcp", .mod = "", .func = "", .name = tcp_rows[i].name,
			.prv = prv,
			.data = (int64_t)i,
			.nargs = 6,
		};
		int err;

		memcpy(p.args, tcp_args, sizeof(tcp_args));
		err = visit(h, &p);
		if (err)
			return err;
	}
	return 0;
}

static int tcp_plan(struct host *h, struct probe **probes, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		const struct tcp_row *r = &tcp_rows[probes[i]->data];
		char name[64];
		struct attach_point *ap;

		snprintf(name, sizeof(name), "tcp:::%s", r->name);
		ap = host_new_point(h, &prov_tcp, name, &probes[i], 1);
		ap->prog_type = PROG_RAW_TP;
		ap->ctx = CTX_FIELDS;
		ap->id_mode = PROBE_ID_FIXED;
		ap->nargs = ARRAY_LEN(tcp_args);
		memcpy(ap->args, tcp_args, sizeof(tcp_args));
		if (r->oldstate >= 0)
			ap->conds[0] = (struct probe_cond){ 7, true, 0xffffffff, (uint64_t)r->oldstate };
		if (r->newstate >= 0)
			ap->conds[1] = (struct probe_cond){ 8, true, 0xffffffff, (uint64_t)r->newstate };
		ap->rt = ARENA_NEW(h->arena, struct attach_perf);
	}
	return 0;
}

static int tcp_attach(struct session *s, struct attach_point *ap, int prog_fd)
{
	(void)s;
	return attach_raw_tp("inet_sock_set_state", prog_fd, ap->name, ap->rt);
}

const struct provider prov_tcp = {
	.name = "tcp",
	.list = tcp_list,
	.plan = tcp_plan,
	.attach = tcp_attach,
	.detach = attach_detach_perf,
};
