/*
 * prov_udp.c - the udp provider: every UDP datagram over IPv4 or IPv6 a
 * device is handed (send) or delivers (receive), from the net
 * tracepoints (prov_net.h), with DTrace's arguments: args[0] pktinfo_t *
 * (pkt_addr: the sk_buff), args[1] csinfo_t *, args[2] ipinfo_t *,
 * args[3] udpsinfo_t * (the local and remote ports and addresses, from
 * the datagram; udps_addr the socket on send, 0 on receive: the probe
 * fires before the socket lookup, and no tracing program can look the
 * socket up: bpf_sk_lookup_udp is for networking programs; see
 * prov_tcp.c), args[4] udpinfo_t * (the UDP header: udp_length counts the
 * header's 8 bytes). cs_pid reads 0: a datagram names no process.
 *
 * send fires in the sending thread (sendto(2) and the like); receive in
 * the receiving CPU's softirq, on behalf of no particular thread: over
 * loopback that is the sender's, right after its send, as DTrace's
 * receive probes fire in interrupt context. Datagrams the stack keeps
 * to itself (a device-less path such as a failed route) are not seen;
 * fragments after the first have no UDP header and are not udp's.
 */
#include "prov_net.h"

#include "../base/util.h"
#include "../rt/attach.h"

#define UDP_ARGS(in) \
	NET_XARG(in, "pktinfo_t *"), NET_XARG(in, "csinfo_t *"), NET_XARG(in, "ipinfo_t *"), \
	NET_XARG(in, "udpsinfo_t *"), NET_XARG(in, "udpinfo_t *")

static const struct prov_row udp_rows[] = {
	{ "send", NET_RAW("net_dev_queue"), 5, 1, { UDP_ARGS("__dtrace_ippkt_t *"), NET_SEND_PROTO }, 0,
	  false, NET_IS_PROTO(6, NET_UDP) },
	{ "receive", NET_RAW("netif_receive_skb"), 5, 1, { UDP_ARGS("__dtrace_ippkt_t *"), NET_RECV_PROTO },
	  0, false, NET_IS_PROTO(6, NET_UDP) },
};

static const struct prov_table udp_table = { "udp", udp_rows, ARRAY_LEN(udp_rows), NULL };

const struct provider prov_udp = {
	.name = "udp",
	.list = prov_table_list,
	.plan = prov_table_plan,
	.attach = prov_table_attach,
	.detach = attach_detach_perf,
	.table = &udp_table,
};
