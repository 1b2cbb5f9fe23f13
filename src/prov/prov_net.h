/*
 * prov_net.h - what the network providers (prov_ip.c, prov_tcp.c,
 * prov_udp.c) share: their probe contexts and arguments. A packet probe
 * is a raw tracepoint that sees every packet of every protocol:
 *
 *   send     net/net_dev_queue (skb): a packet handed to a device, its IP
 *            header at skb->head + network_header
 *   receive  net/netif_receive_skb (skb): a packet a device delivered,
 *            before the IP layer: its IP header at skb->data
 *
 * A hidden argument (PROBE_ARG_PKT) reads the IP header's version or
 * protocol byte, and the point's condition keeps the provider's packets.
 * The arguments are DTrace's translated types, translated in the D
 * library (dlib.c) from the tracepoint's arguments (PROBE_ARG_CTXADDR)
 * as __dtrace_ippkt_t.
 */
#ifndef PROV_PROV_NET_H
#define PROV_PROV_NET_H

#include "prov_table.h"

#define NET_RAW(ev) PROV_ROW_RAW_TP, "net", ev, NULL

/* A translated argument from the tracepoint's arguments, read as in (a __dtrace_*_t *). */
#define NET_XARG(in, xt) { .type = in, .size = 8, .from = PROBE_ARG_CTXADDR, .xlate = xt }

/* Byte at4 (at6 in IPv6) of the IP header of the sk_buff in raw argument 0; 0 if not IP. */
#define NET_SEND_BYTE(at4_, at6_) \
	{ .type = "struct sk_buff *", .off = 0, .size = 1, .from = PROBE_ARG_PKT, \
	  .pkt = { .ptr = "head", .idx = "network_header", .at4 = (at4_), .at6 = (at6_), .ip_only = true } }
#define NET_RECV_BYTE(at4_, at6_) \
	{ .type = "struct sk_buff *", .off = 0, .size = 1, .from = PROBE_ARG_PKT, \
	  .pkt = { .ptr = "data", .idx = NULL, .at4 = (at4_), .at6 = (at6_), .ip_only = true } }

/* The IP protocol byte (IPv4's protocol, IPv6's next header). */
#define NET_SEND_PROTO NET_SEND_BYTE(9, 6)
#define NET_RECV_PROTO NET_RECV_BYTE(9, 6)

/* The condition: hidden argument a (1-based) is protocol p. */
#define NET_IS_PROTO(a, p) { { .arg = (a), .eq = true, .mask = 0xff, .val = (p) } }

enum { NET_TCP = 6, NET_UDP = 17 };

#endif
