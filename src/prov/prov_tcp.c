/*
 * prov_tcp.c - the tcp provider, as far as Linux's tracepoints go.
 *
 * The connection state machine, from sock/inet_sock_set_state (attached
 * raw: the socket and both states), in the context of whoever changes
 * the state (often softirq, on behalf of the socket); args[1] csinfo_t *
 * (cs_addr: the socket), args[2] ipinfo_t * (the connection's addresses;
 * ip_plength 0), args[3] tcpsinfo_t * (the new state), args[5]
 * tcplsinfo_t * (the previous one); args[0] and args[4] (no segment)
 * read as 0.
 *
 *   state-change          every change
 *   connect-request       CLOSE -> SYN_SENT (connect() sends its SYN)
 *   connect-established   SYN_SENT -> ESTABLISHED
 *   connect-refused       SYN_SENT -> CLOSE (a RST, or the attempt gave up)
 *   accept-established    SYN_RECV -> ESTABLISHED (the listener's new socket)
 *
 * Segments, from the net tracepoints (prov_net.h), with args[0]
 * pktinfo_t *, args[1] csinfo_t *, args[2] ipinfo_t *, args[3]
 * tcpsinfo_t *, args[4] tcpinfo_t * (the TCP header):
 *
 *   send             net_dev_queue, in the sending thread (or the softirq
 *                    of an ACK or a timer); tcpsinfo_t from the segment
 *                    and its socket (tcps_state, sequence numbers,
 *                    windows: of a full socket; a SYN-ACK's socket is its
 *                    request's: SYN_RECEIVED)
 *   receive          netif_receive_skb, in softirq (over loopback, the
 *                    sender's thread), before the socket lookup:
 *                    tcpsinfo_t has the segment's ports and addresses,
 *                    tcps_addr and tcps_state 0
 *   accept-refused   tcp/tcp_send_reset with no socket (reason NO_SOCKET)
 *                    for a segment without ACK (a SYN to a closed port):
 *                    the RST|ACK sent back, described from the segment it
 *                    answers (ip_saddr the local address, tcp_sport the
 *                    refused port, tcp_ack the SYN's sequence plus one),
 *                    in softirq (over loopback, the connecting thread)
 *
 * A segment handed to a device that segments it (TSO, GSO; loopback's
 * MTU is 64k) is one send here: ip_plength is its whole payload.
 *
 * What reads 0. On receive, everything of the socket: csinfo_t's cs_addr
 * and tcpsinfo_t's tcps_addr, tcps_state, tcps_suna ... tcps_mss. The
 * probe fires before the stack looks the socket up, and nothing later
 * sees every segment received with its socket: tcp/tcp_probe fires only
 * for a socket already ESTABLISHED (tcp_rcv_established; not for the
 * handshake, nor in FIN_WAIT, CLOSE_WAIT and the rest), sock/sk_data_ready
 * (Linux 6.6) only for segments that bring data, and the helpers that
 * look a socket up by its addresses and ports (bpf_skc_lookup_tcp) are
 * for networking programs (tc, XDP, cgroup skb), not tracing ones. A
 * lookup of our own would mean walking the kernel's established and
 * listening hash tables with their hash functions and boot-time secrets.
 * Everywhere: cs_pid (a segment's socket names no process: sends from
 * softirq, an ACK or a timer, run in whichever thread was interrupted),
 * tcps_iss (a full socket keeps no initial sequence number),
 * tcps_rto (icsk_rto is in jiffies, and the kernel's HZ is not in BTF)
 * and tcps_retransmit (a retransmitted segment looks like any other at
 * the device).
 */
#include "prov_net.h"

#include "../base/util.h"
#include "../rt/attach.h"

enum { LINUX_ESTABLISHED = 1, LINUX_SYN_SENT = 2, LINUX_SYN_RECV = 3, LINUX_CLOSE = 7 };
enum { SK_RST_REASON_NO_SOCKET = 1 };

#define SOCKSTATE "__dtrace_sockstate_t *"
#define STATE_ARGS \
	{ .type = NULL }, NET_XARG(SOCKSTATE, "csinfo_t *"), NET_XARG(SOCKSTATE, "ipinfo_t *"), \
	NET_XARG(SOCKSTATE, "tcpsinfo_t *"), { .type = NULL }, NET_XARG(SOCKSTATE, "tcplsinfo_t *"), \
	{ .off = 8, .size = 8 }, { .off = 16, .size = 8 }
#define STATE(name, old, new) \
	{ name, PROV_ROW_RAW_TP, "sock", "inet_sock_set_state", NULL, 6, 2, { STATE_ARGS }, 0, false, \
	  { { .arg = (old) < 0 ? 0 : 7, .eq = true, .mask = 0xffffffff, .val = (uint64_t)(old) }, \
	    { .arg = (new) < 0 ? 0 : 8, .eq = true, .mask = 0xffffffff, .val = (uint64_t)(new) } } }

#define SEG_ARGS(in) \
	NET_XARG(in, "pktinfo_t *"), NET_XARG(in, "csinfo_t *"), NET_XARG(in, "ipinfo_t *"), \
	NET_XARG(in, "tcpsinfo_t *"), NET_XARG(in, "tcpinfo_t *")

/* tcp_send_reset's arguments: sk, skb (the segment answered; skb->data its TCP header), reason */
#define RST_REASON { .off = 16, .size = 4 }
#define RST_FLAGS \
	{ .type = "struct sk_buff *", .off = 8, .size = 1, .from = PROBE_ARG_PKT, \
	  .pkt = { .ptr = "data", .idx = NULL, .at4 = 13, .at6 = 13 } }

static const struct prov_row tcp_rows[] = {
	STATE("state-change", -1, -1),
	STATE("connect-request", -1, LINUX_SYN_SENT),
	STATE("connect-established", LINUX_SYN_SENT, LINUX_ESTABLISHED),
	STATE("connect-refused", LINUX_SYN_SENT, LINUX_CLOSE),
	STATE("accept-established", LINUX_SYN_RECV, LINUX_ESTABLISHED),
	{ "send", NET_RAW("net_dev_queue"), 5, 1, { SEG_ARGS("__dtrace_ippkt_t *"), NET_SEND_PROTO }, 0,
	  false, NET_IS_PROTO(6, NET_TCP) },
	{ "receive", NET_RAW("netif_receive_skb"), 5, 1, { SEG_ARGS("__dtrace_ippkt_t *"), NET_RECV_PROTO },
	  0, false, NET_IS_PROTO(6, NET_TCP) },
	{ "accept-refused", PROV_ROW_RAW_TP, "tcp", "tcp_send_reset", NULL, 5, 2,
	  { SEG_ARGS("__dtrace_tcprst_t *"), RST_REASON, RST_FLAGS }, 0, false,
	  { { .arg = 6, .eq = true, .mask = 0xffffffff, .val = SK_RST_REASON_NO_SOCKET },
	    { .arg = 7, .eq = true, .mask = 0x10, .val = 0 } } },
};

static const struct prov_table tcp_table = { "tcp", tcp_rows, ARRAY_LEN(tcp_rows), NULL };

/*
 * accept-refused needs tcp_send_reset's reason (Linux 6.10): before it
 * (5.10 and 6.1 pass sk, skb), the tracepoint fires only for resets sent
 * for a full socket, never for a segment that found none, and a program
 * reading a third argument fails to attach. There the probe is not
 * listed, and naming it says so.
 */
enum { ROW_ACCEPT_REFUSED = 7 };
static const struct prov_need tcp_needs[] = { { ROW_ACCEPT_REFUSED, 3, "6.10" } };

static int tcp_list(const struct provider *prv, struct host *h, probe_visit_fn *visit)
{
	return prov_table_list_needs(prv, h, visit, tcp_needs, ARRAY_LEN(tcp_needs));
}

const struct provider prov_tcp = {
	.name = "tcp",
	.list = tcp_list,
	.plan = prov_table_plan,
	.attach = prov_table_attach,
	.detach = attach_detach_perf,
	.table = &tcp_table,
};
