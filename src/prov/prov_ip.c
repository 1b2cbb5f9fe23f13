/*
 * prov_ip.c - the ip provider: every IPv4 and IPv6 packet a device is
 * handed (send) or delivers (receive), from the net tracepoints
 * (prov_net.h), with DTrace's arguments: args[0] pktinfo_t * (pkt_addr:
 * the sk_buff), args[1] csinfo_t * (cs_addr: the socket on send, if any),
 * args[2] ipinfo_t *, args[3] ifinfo_t * (if_name the device, if_local 1
 * for loopback, if_ipstack its network namespace's inode number),
 * args[4] ipv4info_t *, args[5] ipv6info_t *: the header of the other
 * version reads as zeros and empty strings (DTrace's pointer would be
 * NULL).
 *
 * send fires where the packet is handed to its device, in the sending
 * thread for the packets a system call sends (a segment its ACK or timer
 * sends, in softirq); receive where the device delivers it, in the
 * receiving CPU's softirq: over loopback, the sender's thread right after
 * its send, as DTrace's receive probes fire in interrupt context. A
 * segment handed to a device that segments it (TSO, GSO; loopback's MTU
 * is 64k) is one packet here: ip_plength is its whole payload.
 */
#include "prov_net.h"

#include "../base/util.h"
#include "../rt/attach.h"

#define IP_ARGS(in) \
	NET_XARG(in, "pktinfo_t *"), NET_XARG(in, "csinfo_t *"), NET_XARG(in, "ipinfo_t *"), \
	NET_XARG(in, "ifinfo_t *"), NET_XARG(in, "ipv4info_t *"), NET_XARG(in, "ipv6info_t *")

/* An IP packet: the header's first byte (version, header length) is not 0. */
#define IP_IS_IP { { .arg = 7, .mask = 0xff } }

static const struct prov_row ip_rows[] = {
	{ "send", NET_RAW("net_dev_queue"), 6, 1, { IP_ARGS("__dtrace_ippkt_t *"), NET_SEND_BYTE(0, 0) }, 0,
	  false, IP_IS_IP },
	{ "receive", NET_RAW("netif_receive_skb"), 6, 1,
	  { IP_ARGS("__dtrace_ippkt_t *"), NET_RECV_BYTE(0, 0) }, 0, false, IP_IS_IP },
};

static const struct prov_table ip_table = { "ip", ip_rows, ARRAY_LEN(ip_rows), NULL };

const struct provider prov_ip = {
	.name = "ip",
	.list = prov_table_list,
	.plan = prov_table_plan,
	.attach = prov_table_attach,
	.detach = attach_detach_perf,
	.table = &ip_table,
};
