/*
 * dlib.c - the D library: DTrace's translated types (psinfo_t, lwpsinfo_t,
 * cpuinfo_t, bufinfo_t, devinfo_t; the network providers' pktinfo_t,
 * csinfo_t, ipinfo_t, ifinfo_t, ipv4info_t, ipv6info_t, tcpinfo_t,
 * tcpsinfo_t, tcplsinfo_t, udpinfo_t, udpsinfo_t), the translators that
 * fill them from Linux's structures, and the variables built on them
 * (curpsinfo, curlwpsinfo, curcpu), written in D as DTrace's own library is.
 *
 * Each section is compiled only if the program can refer to it (its text
 * or its probes' arguments name something the section declares) and the
 * kernel types it reads exist (a kernel without BTF still compiles every
 * script that does not use it).
 * Its items go before the program's, so scripts may use them anywhere.
 * Providers name the translated type of an argument (probe_arg.xlate) and
 * the checker applies these translators to args[] (check.c).
 */
#include "dlib.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "../base/util.h"
#include "parse.h"

/*
 * The network providers' types (ip, tcp, udp) and their translators.
 * Each kind of probe context has its own input type, the raw tracepoint's
 * arguments as a struct (PROBE_ARG_CTXADDR): __dtrace_sockstate_t
 * (sock/inet_sock_set_state), __dtrace_ippkt_t (a packet handed to a
 * device, net/net_dev_queue, or delivered by one, net/netif_receive_skb;
 * one type, so that a clause may name both) and __dtrace_tcprst_t
 * (tcp/tcp_send_reset: the segment a RST answers, its IP header at
 * network_header and TCP header at skb->data).
 *
 * A packet's direction shows in its sk_buff: the device layer points
 * skb->data at the link header (mac_header) of what it is handed, and
 * the IP header is at network_header; a delivered packet has its link
 * header pulled, and the stack has not yet set network_header: the IP
 * header is at skb->data. The transport header follows the IP header
 * (IPv6 extension headers are not followed: such a packet's next header
 * is not tcp's or udp's).
 */
/* argc, where the process started, is atop its stack: readable in its own address space only */
#define TASK_ARGC "(T == curthread && T->mm ? *(int *)copyin(T->mm->start_stack, 4) : 0)"

/* what kernels name differently: dlib's __dtrace_task_t and __dtrace_rq_t read it */
#define TASK_STATE "xlate <__dtrace_task_t> (T).state"
#define TASK_CPU "xlate <__dtrace_task_t> (T).cpu"
#define RQ_DISK "xlate <__dtrace_rq_t> (R).disk"

#define NET_TYPES \
	"typedef int netstackid_t;\n" \
	"typedef uint32_t ipaddr_t;\n" \
	"typedef struct in6_addr in6_addr_t;\n" \
	"typedef struct iphdr ipha_t;\n" \
	"typedef struct ipv6hdr ip6_t;\n" \
	"typedef struct tcphdr tcph_t;\n" \
	"typedef struct udphdr udpha_t;\n" \
	"inline int AF_INET = 2;\n" \
	"inline int AF_INET6 = 10;\n" \
	"inline int ARPHRD_ETHER = 1;\n" \
	"inline int ARPHRD_INFINIBAND = 32;\n" \
	"inline uint8_t IPPROTO_ICMP = 1;\n" \
	"inline uint8_t IPPROTO_TCP = 6;\n" \
	"inline uint8_t IPPROTO_UDP = 17;\n" \
	"inline uint8_t IPPROTO_ICMPV6 = 58;\n" \
	"inline uint8_t TH_FIN = 0x01;\n" \
	"inline uint8_t TH_SYN = 0x02;\n" \
	"inline uint8_t TH_RST = 0x04;\n" \
	"inline uint8_t TH_PUSH = 0x08;\n" \
	"inline uint8_t TH_ACK = 0x10;\n" \
	"inline uint8_t TH_URG = 0x20;\n" \
	"inline uint8_t TH_ECE = 0x40;\n" \
	"inline uint8_t TH_CWR = 0x80;\n" \
	"typedef struct pktinfo { uintptr_t pkt_addr; } pktinfo_t;\n" \
	"typedef struct csinfo { uintptr_t cs_addr; uint64_t cs_cid; pid_t cs_pid; zoneid_t cs_zoneid; } csinfo_t;\n" \
	"typedef struct ipinfo {\n" \
	"	uint8_t ip_ver; uint16_t ip_plength; string ip_saddr; string ip_daddr;\n" \
	"} ipinfo_t;\n" \
	"typedef struct ifinfo {\n" \
	"	string if_name; int8_t if_local; netstackid_t if_ipstack; uintptr_t if_addr;\n" \
	"} ifinfo_t;\n" \
	"typedef struct ipv4info {\n" \
	"	uint8_t ipv4_ver; uint8_t ipv4_ihl; uint8_t ipv4_tos; uint16_t ipv4_length;\n" \
	"	uint16_t ipv4_ident; uint8_t ipv4_flags; uint16_t ipv4_offset; uint8_t ipv4_ttl;\n" \
	"	uint8_t ipv4_protocol; string ipv4_protostr; uint16_t ipv4_checksum; ipaddr_t ipv4_src;\n" \
	"	ipaddr_t ipv4_dst; string ipv4_saddr; string ipv4_daddr; ipha_t *ipv4_hdr;\n" \
	"} ipv4info_t;\n" \
	"typedef struct ipv6info {\n" \
	"	uint8_t ipv6_ver; uint8_t ipv6_tclass; uint32_t ipv6_flow; uint16_t ipv6_plen;\n" \
	"	uint8_t ipv6_nexthdr; string ipv6_nextstr; uint8_t ipv6_hlim; in6_addr_t *ipv6_src;\n" \
	"	in6_addr_t *ipv6_dst; string ipv6_saddr; string ipv6_daddr; ip6_t *ipv6_hdr;\n" \
	"} ipv6info_t;\n" \
	"typedef struct tcpinfo {\n" \
	"	uint16_t tcp_sport; uint16_t tcp_dport; uint32_t tcp_seq; uint32_t tcp_ack;\n" \
	"	uint8_t tcp_offset; uint8_t tcp_flags; uint16_t tcp_window; uint16_t tcp_checksum;\n" \
	"	uint16_t tcp_urgent; tcph_t *tcp_hdr;\n" \
	"} tcpinfo_t;\n" \
	"typedef struct tcpsinfo {\n" \
	"	uintptr_t tcps_addr; int tcps_local; int tcps_active; uint16_t tcps_lport;\n" \
	"	uint16_t tcps_rport; string tcps_laddr; string tcps_raddr; int32_t tcps_state;\n" \
	"	uint32_t tcps_iss; uint32_t tcps_suna; uint32_t tcps_snxt; uint32_t tcps_rnxt;\n" \
	"	uint32_t tcps_swnd; uint32_t tcps_rwnd; uint32_t tcps_cwnd; uint32_t tcps_cwnd_ssthresh;\n" \
	"	uint32_t tcps_rto; uint32_t tcps_mss; int tcps_retransmit;\n" \
	"} tcpsinfo_t;\n" \
	"typedef struct tcplsinfo { int32_t tcps_state; } tcplsinfo_t;\n" \
	"typedef struct udpinfo {\n" \
	"	uint16_t udp_sport; uint16_t udp_dport; uint16_t udp_length; uint16_t udp_checksum;\n" \
	"	udpha_t *udp_hdr;\n" \
	"} udpinfo_t;\n" \
	"typedef struct udpsinfo {\n" \
	"	uintptr_t udps_addr; uint16_t udps_lport; uint16_t udps_rport; string udps_laddr;\n" \
	"	string udps_raddr;\n" \
	"} udpsinfo_t;\n" \
	"inline int32_t TCP_STATE_CLOSED = 0;\n" \
	"inline int32_t TCP_STATE_IDLE = 1;\n" \
	"inline int32_t TCP_STATE_BOUND = 2;\n" \
	"inline int32_t TCP_STATE_LISTEN = 3;\n" \
	"inline int32_t TCP_STATE_SYN_SENT = 4;\n" \
	"inline int32_t TCP_STATE_SYN_RECEIVED = 5;\n" \
	"inline int32_t TCP_STATE_ESTABLISHED = 6;\n" \
	"inline int32_t TCP_STATE_CLOSE_WAIT = 7;\n" \
	"inline int32_t TCP_STATE_FIN_WAIT_1 = 8;\n" \
	"inline int32_t TCP_STATE_CLOSING = 9;\n" \
	"inline int32_t TCP_STATE_LAST_ACK = 10;\n" \
	"inline int32_t TCP_STATE_FIN_WAIT_2 = 11;\n" \
	"inline int32_t TCP_STATE_TIME_WAIT = 12;\n" \
	"typedef struct __dtrace_sockstate { struct sock *sk; int64_t oldstate; int64_t newstate; }\n" \
	"	__dtrace_sockstate_t;\n" \
	"typedef struct __dtrace_ippkt { struct sk_buff *skb; } __dtrace_ippkt_t;\n" \
	"typedef struct __dtrace_pkthdr {\n" \
	"	int out; uintptr_t iph; int ver; uintptr_t l4; struct iphdr *ip4; struct ipv6hdr *ip6;\n" \
	"	struct tcphdr *tcp; struct udphdr *udp;\n" \
	"} __dtrace_pkthdr_t;\n" \
	"typedef struct __dtrace_tcprst { struct sock *sk; struct sk_buff *skb; int64_t reason; }\n" \
	"	__dtrace_tcprst_t;\n"

/* Linux's TCP_* states (1 ESTABLISHED ... 12 NEW_SYN_RECV) in S as DTrace's TCP_STATE_* */
#define NET_STATE(S) \
	"(" S " == 1 ? 6 : " S " == 2 ? 4 : " S " == 3 ? 5 : " S " == 4 ? 8 : " S " == 5 ? 11 :\n" \
	"	" S " == 6 ? 12 : " S " == 7 ? 0 : " S " == 8 ? 7 : " S " == 9 ? 10 : " S " == 10 ? 3 :\n" \
	"	" S " == 11 ? 9 : " S " == 12 ? 5 : 0)"

/* The text of an IPv4 or IPv6 header's address field F (saddr, daddr) at IPH, V its version. */
#define NET_ADDR(IPH, V, F) NET_ADDR2(IPH, V, "0", F, F)
/* The same of field T (if C holds) or F (if not). */
#define NET_ADDR2(IPH, V, C, T, F) \
	"(" V " == 4 ? inet_ntoa(" C " ? &((struct iphdr *)(" IPH "))->" T " : &((struct iphdr *)(" IPH "))->" F ") :\n" \
	"	inet_ntoa6(" C " ? &((struct ipv6hdr *)(" IPH "))->" T " : &((struct ipv6hdr *)(" IPH "))->" F "))"
/* The length of what follows the IPv4 or IPv6 header at IPH. */
#define NET_PLEN(IPH, V) \
	"(" V " == 4 ? ntohs(((struct iphdr *)(" IPH "))->tot_len) - ((struct iphdr *)(" IPH "))->ihl * 4 :\n" \
	"	ntohs(((struct ipv6hdr *)(" IPH "))->payload_len))"
#define NET_PROTOSTR(P) \
	"(" P " == 6 ? \"TCP\" : " P " == 17 ? \"UDP\" : " P " == 1 ? \"ICMP\" : " P " == 58 ? \"ICMPV6\" :\n" \
	"	" P " == 0 ? \"HOPOPTS\" : " P " == 43 ? \"ROUTING\" : " P " == 44 ? \"FRAGMENT\" : " P " == 50 ? \"ESP\" :\n" \
	"	" P " == 51 ? \"AH\" : " P " == 59 ? \"NONE\" : " P " == 60 ? \"DSTOPTS\" : " P " == 2 ? \"IGMP\" :\n" \
	"	" P " == 132 ? \"SCTP\" : \"<unknown>\")"

/*
 * The packet translators, from __dtrace_ippkt_t through __dtrace_pkthdr_t
 * (NET_H): where the headers are, the IP version, whether the packet is sent
 * (its source is local). A sent packet's socket is skb->sk; a received
 * one has none yet.
 */
#define NET_H "xlate <__dtrace_pkthdr_t *> (A)"
#define NET_PKT_ADDR(F) \
	"(" NET_H "->ver == 4 ? inet_ntoa(&" NET_H "->ip4->" F ") : inet_ntoa6(&" NET_H "->ip6->" F "))"
#define NET_PKT_SIDE(T, F) \
	"(" NET_H "->ver == 4 ? inet_ntoa(" NET_H "->out ? &" NET_H "->ip4->" T " : &" NET_H "->ip4->" F ") :\n" \
	"	inet_ntoa6(" NET_H "->out ? &" NET_H "->ip6->" T " : &" NET_H "->ip6->" F "))"
#define NET_PKT_V4(X) "(" NET_H "->ver == 4 ? " X " : 0)"
#define NET_PKT_V6(X) "(" NET_H "->ver == 6 ? " X " : 0)"
#define NET_PKT_XLATORS \
	"translator __dtrace_pkthdr_t < __dtrace_ippkt_t *A > {\n" \
	"	out = A->skb->data == A->skb->head + A->skb->mac_header;\n" \
	"	iph = (uintptr_t)(A->skb->data == A->skb->head + A->skb->mac_header ?\n" \
	"		A->skb->head + A->skb->network_header : A->skb->data);\n" \
	"	ver = ((struct iphdr *)" NET_H "->iph)->version;\n" \
	"	l4 = " NET_H "->iph + (" NET_H "->ver == 4 ? ((struct iphdr *)" NET_H "->iph)->ihl * 4 : 40);\n" \
	"	ip4 = (struct iphdr *)" NET_H "->iph;\n" \
	"	ip6 = (struct ipv6hdr *)" NET_H "->iph;\n" \
	"	tcp = (struct tcphdr *)" NET_H "->l4;\n" \
	"	udp = (struct udphdr *)" NET_H "->l4;\n" \
	"};\n" \
	"translator pktinfo_t < __dtrace_ippkt_t *A > { pkt_addr = (uintptr_t)A->skb; };\n" \
	"translator csinfo_t < __dtrace_ippkt_t *A > {\n" \
	"	cs_addr = (uintptr_t)A->skb->sk; cs_cid = (uintptr_t)A->skb->sk; cs_pid = 0; cs_zoneid = 0;\n" \
	"};\n" \
	"translator ipinfo_t < __dtrace_ippkt_t *A > {\n" \
	"	ip_ver = " NET_H "->ver;\n" \
	"	ip_plength = " NET_H "->ver == 4 ? ntohs(" NET_H "->ip4->tot_len) - " NET_H "->ip4->ihl * 4 :\n" \
	"		ntohs(" NET_H "->ip6->payload_len);\n" \
	"	ip_saddr = " NET_PKT_ADDR("saddr") ";\n" \
	"	ip_daddr = " NET_PKT_ADDR("daddr") ";\n" \
	"};\n" \
	"translator ifinfo_t < __dtrace_ippkt_t *A > {\n" \
	"	if_name = stringof(A->skb->dev->name);\n" \
	"	if_local = (A->skb->dev->flags & 0x8) != 0;\n" \
	"	if_ipstack = A->skb->dev->nd_net.net->ns.inum;\n" \
	"	if_addr = (uintptr_t)A->skb->dev;\n" \
	"};\n" \
	"translator ipv4info_t < __dtrace_ippkt_t *A > {\n" \
	"	ipv4_ver = " NET_PKT_V4("4") ";\n" \
	"	ipv4_ihl = " NET_PKT_V4(NET_H "->ip4->ihl * 4") ";\n" \
	"	ipv4_tos = " NET_PKT_V4(NET_H "->ip4->tos") ";\n" \
	"	ipv4_length = " NET_PKT_V4("ntohs(" NET_H "->ip4->tot_len)") ";\n" \
	"	ipv4_ident = " NET_PKT_V4("ntohs(" NET_H "->ip4->id)") ";\n" \
	"	ipv4_flags = " NET_PKT_V4("ntohs(" NET_H "->ip4->frag_off) >> 13") ";\n" \
	"	ipv4_offset = " NET_PKT_V4("(ntohs(" NET_H "->ip4->frag_off) & 0x1fff) * 8") ";\n" \
	"	ipv4_ttl = " NET_PKT_V4(NET_H "->ip4->ttl") ";\n" \
	"	ipv4_protocol = " NET_PKT_V4(NET_H "->ip4->protocol") ";\n" \
	"	ipv4_protostr = " NET_H "->ver == 4 ? " NET_PROTOSTR(NET_H "->ip4->protocol") " : \"\";\n" \
	"	ipv4_checksum = " NET_PKT_V4("ntohs(" NET_H "->ip4->check)") ";\n" \
	"	ipv4_src = " NET_PKT_V4(NET_H "->ip4->saddr") ";\n" \
	"	ipv4_dst = " NET_PKT_V4(NET_H "->ip4->daddr") ";\n" \
	"	ipv4_saddr = " NET_H "->ver == 4 ? inet_ntoa(&" NET_H "->ip4->saddr) : \"\";\n" \
	"	ipv4_daddr = " NET_H "->ver == 4 ? inet_ntoa(&" NET_H "->ip4->daddr) : \"\";\n" \
	"	ipv4_hdr = " NET_H "->ver == 4 ? (ipha_t *)" NET_H "->ip4 : 0;\n" \
	"};\n" \
	"translator ipv6info_t < __dtrace_ippkt_t *A > {\n" \
	"	ipv6_ver = " NET_PKT_V6("6") ";\n" \
	"	ipv6_tclass = " NET_PKT_V6(NET_H "->ip6->priority << 4 | " NET_H "->ip6->flow_lbl[0] >> 4") ";\n" \
	"	ipv6_flow = " NET_PKT_V6("(" NET_H "->ip6->flow_lbl[0] & 0xf) << 16 | " NET_H "->ip6->flow_lbl[1] << 8 |\n" \
	"		" NET_H "->ip6->flow_lbl[2]") ";\n" \
	"	ipv6_plen = " NET_PKT_V6("ntohs(" NET_H "->ip6->payload_len)") ";\n" \
	"	ipv6_nexthdr = " NET_PKT_V6(NET_H "->ip6->nexthdr") ";\n" \
	"	ipv6_nextstr = " NET_H "->ver == 6 ? " NET_PROTOSTR(NET_H "->ip6->nexthdr") " : \"\";\n" \
	"	ipv6_hlim = " NET_PKT_V6(NET_H "->ip6->hop_limit") ";\n" \
	"	ipv6_src = " NET_H "->ver == 6 ? &" NET_H "->ip6->saddr : 0;\n" \
	"	ipv6_dst = " NET_H "->ver == 6 ? &" NET_H "->ip6->daddr : 0;\n" \
	"	ipv6_saddr = " NET_H "->ver == 6 ? inet_ntoa6(&" NET_H "->ip6->saddr) : \"\";\n" \
	"	ipv6_daddr = " NET_H "->ver == 6 ? inet_ntoa6(&" NET_H "->ip6->daddr) : \"\";\n" \
	"	ipv6_hdr = " NET_H "->ver == 6 ? (ip6_t *)" NET_H "->ip6 : 0;\n" \
	"};\n" \
	"translator tcpinfo_t < __dtrace_ippkt_t *A > {\n" \
	"	tcp_sport = ntohs(" NET_H "->tcp->source);\n" \
	"	tcp_dport = ntohs(" NET_H "->tcp->dest);\n" \
	"	tcp_seq = ntohl(" NET_H "->tcp->seq);\n" \
	"	tcp_ack = ntohl(" NET_H "->tcp->ack_seq);\n" \
	"	tcp_offset = " NET_H "->tcp->doff * 4;\n" \
	"	tcp_flags = *((uint8_t *)" NET_H "->tcp + 13);\n" \
	"	tcp_window = ntohs(" NET_H "->tcp->window);\n" \
	"	tcp_checksum = ntohs(" NET_H "->tcp->check);\n" \
	"	tcp_urgent = ntohs(" NET_H "->tcp->urg_ptr);\n" \
	"	tcp_hdr = (tcph_t *)" NET_H "->tcp;\n" \
	"};\n" \
	"translator tcpsinfo_t < __dtrace_ippkt_t *A > {\n" \
	"	tcps_addr = (uintptr_t)A->skb->sk;\n" \
	"	tcps_local = (A->skb->dev->flags & 0x8) != 0;\n" \
	"	tcps_active = 0;\n" \
	"	tcps_lport = ntohs(" NET_H "->out ? " NET_H "->tcp->source : " NET_H "->tcp->dest);\n" \
	"	tcps_rport = ntohs(" NET_H "->out ? " NET_H "->tcp->dest : " NET_H "->tcp->source);\n" \
	"	tcps_laddr = " NET_PKT_SIDE("saddr", "daddr") ";\n" \
	"	tcps_raddr = " NET_PKT_SIDE("daddr", "saddr") ";\n" \
	"	tcps_state = A->skb->sk ? " NET_STATE("A->skb->sk->__sk_common.skc_state") " : 0;\n" \
	"	tcps_iss = 0;\n" \
	"	tcps_suna = " NET_FULLTCP ") ? ((struct tcp_sock *)A->skb->sk)->snd_una : 0;\n" \
	"	tcps_snxt = " NET_FULLTCP ") ? ((struct tcp_sock *)A->skb->sk)->snd_nxt : 0;\n" \
	"	tcps_rnxt = " NET_FULLTCP ") ? ((struct tcp_sock *)A->skb->sk)->rcv_nxt : 0;\n" \
	"	tcps_swnd = " NET_FULLTCP ") ? ((struct tcp_sock *)A->skb->sk)->snd_wnd : 0;\n" \
	"	tcps_rwnd = " NET_FULLTCP ") ? ((struct tcp_sock *)A->skb->sk)->rcv_wnd : 0;\n" \
	"	tcps_cwnd = " NET_FULLTCP ") ? ((struct tcp_sock *)A->skb->sk)->snd_cwnd : 0;\n" \
	"	tcps_cwnd_ssthresh = " NET_FULLTCP ") ? ((struct tcp_sock *)A->skb->sk)->snd_ssthresh : 0;\n" \
	"	tcps_rto = 0;\n" \
	"	tcps_mss = " NET_FULLTCP ") ? ((struct tcp_sock *)A->skb->sk)->mss_cache : 0;\n" \
	"	tcps_retransmit = 0;\n" \
	"};\n" \
	"translator udpinfo_t < __dtrace_ippkt_t *A > {\n" \
	"	udp_sport = ntohs(" NET_H "->udp->source);\n" \
	"	udp_dport = ntohs(" NET_H "->udp->dest);\n" \
	"	udp_length = ntohs(" NET_H "->udp->len);\n" \
	"	udp_checksum = ntohs(" NET_H "->udp->check);\n" \
	"	udp_hdr = (udpha_t *)" NET_H "->udp;\n" \
	"};\n" \
	"translator udpsinfo_t < __dtrace_ippkt_t *A > {\n" \
	"	udps_addr = (uintptr_t)A->skb->sk;\n" \
	"	udps_lport = ntohs(" NET_H "->out ? " NET_H "->udp->source : " NET_H "->udp->dest);\n" \
	"	udps_rport = ntohs(" NET_H "->out ? " NET_H "->udp->dest : " NET_H "->udp->source);\n" \
	"	udps_laddr = " NET_PKT_SIDE("saddr", "daddr") ";\n" \
	"	udps_raddr = " NET_PKT_SIDE("daddr", "saddr") ";\n" \
	"};\n"

/*
 * True if the packet's socket is a full TCP socket (sock_common's state
 * first: not a request, time-wait or control one); ends with "(", the
 * caller's ")" closing it.
 */
#define NET_FULLTCP \
	"(A->skb->sk && A->skb->sk->__sk_common.skc_state != 6 &&\n" \
	"	A->skb->sk->__sk_common.skc_state != 12 && A->skb->sk->sk_type == 1 &&\n" \
	"	A->skb->sk->sk_protocol == 6"


/* The RST tcp_send_reset sends for segment A->skb, as accept-refused describes it. */
#define NET_RST_IPH "A->skb->head + A->skb->network_header"
#define NET_RST_V "((struct iphdr *)(" NET_RST_IPH "))->version"
#define NET_RST_TH "((struct tcphdr *)A->skb->data)"
#define NET_RST_ACKED "(*((uint8_t *)A->skb->data + 13) & 0x10)"
#define NET_RST_XLATORS \
	"translator pktinfo_t < __dtrace_tcprst_t *A > { pkt_addr = (uintptr_t)A->skb; };\n" \
	"translator csinfo_t < __dtrace_tcprst_t *A > {\n" \
	"	cs_addr = (uintptr_t)A->sk; cs_cid = (uintptr_t)A->sk; cs_pid = 0; cs_zoneid = 0;\n" \
	"};\n" \
	"translator ipinfo_t < __dtrace_tcprst_t *A > {\n" \
	"	ip_ver = " NET_RST_V ";\n" \
	"	ip_plength = 20;\n" \
	"	ip_saddr = " NET_ADDR(NET_RST_IPH, NET_RST_V, "daddr") ";\n" \
	"	ip_daddr = " NET_ADDR(NET_RST_IPH, NET_RST_V, "saddr") ";\n" \
	"};\n" \
	"translator tcpinfo_t < __dtrace_tcprst_t *A > {\n" \
	"	tcp_sport = ntohs(" NET_RST_TH "->dest);\n" \
	"	tcp_dport = ntohs(" NET_RST_TH "->source);\n" \
	"	tcp_seq = " NET_RST_ACKED " ? ntohl(" NET_RST_TH "->ack_seq) : 0;\n" \
	"	tcp_ack = " NET_RST_ACKED " ? 0 : ntohl(" NET_RST_TH "->seq) + " NET_PLEN(NET_RST_IPH, NET_RST_V) " -\n" \
	"		" NET_RST_TH "->doff * 4 + " NET_RST_TH "->syn + " NET_RST_TH "->fin;\n" \
	"	tcp_offset = 20;\n" \
	"	tcp_flags = " NET_RST_ACKED " ? 0x04 : 0x14;\n" \
	"	tcp_window = 0;\n" \
	"	tcp_checksum = 0;\n" \
	"	tcp_urgent = 0;\n" \
	"	tcp_hdr = 0;\n" \
	"};\n" \
	"translator tcpsinfo_t < __dtrace_tcprst_t *A > {\n" \
	"	tcps_addr = 0;\n" \
	"	tcps_local = (A->skb->dev->flags & 0x8) != 0;\n" \
	"	tcps_active = 0;\n" \
	"	tcps_lport = ntohs(" NET_RST_TH "->dest);\n" \
	"	tcps_rport = ntohs(" NET_RST_TH "->source);\n" \
	"	tcps_laddr = " NET_ADDR(NET_RST_IPH, NET_RST_V, "daddr") ";\n" \
	"	tcps_raddr = " NET_ADDR(NET_RST_IPH, NET_RST_V, "saddr") ";\n" \
	"	tcps_state = 0; tcps_iss = 0; tcps_suna = 0; tcps_snxt = 0; tcps_rnxt = 0; tcps_swnd = 0;\n" \
	"	tcps_rwnd = 0; tcps_cwnd = 0; tcps_cwnd_ssthresh = 0; tcps_rto = 0; tcps_mss = 0;\n" \
	"	tcps_retransmit = 0;\n" \
	"};\n"

/* The state machine's probes: the socket A->sk and both states. */
#define NET_V6_EQ(I) \
	"A->sk->__sk_common.skc_v6_daddr.in6_u.u6_addr32[" I "] ==\n" \
	"		A->sk->__sk_common.skc_v6_rcv_saddr.in6_u.u6_addr32[" I "]"
#define NET_SK_ADDR(F4, F6) \
	"(A->sk->__sk_common.skc_family == 2 ? inet_ntoa(&A->sk->__sk_common." F4 ") :\n" \
	"	inet_ntoa6(&A->sk->__sk_common." F6 "))"
#define NET_STATE_XLATORS \
	"translator csinfo_t < __dtrace_sockstate_t *A > {\n" \
	"	cs_addr = (uintptr_t)A->sk; cs_cid = (uintptr_t)A->sk; cs_pid = 0; cs_zoneid = 0;\n" \
	"};\n" \
	"translator tcplsinfo_t < __dtrace_sockstate_t *A > { tcps_state = " NET_STATE("A->oldstate") "; };\n" \
	"translator tcpsinfo_t < __dtrace_sockstate_t *A > {\n" \
	"	tcps_addr = (uintptr_t)A->sk;\n" \
	"	tcps_local = A->sk->__sk_common.skc_family == 2 ?\n" \
	"		A->sk->__sk_common.skc_daddr == A->sk->__sk_common.skc_rcv_saddr :\n" \
	"		" NET_V6_EQ("0") " && " NET_V6_EQ("1") " && " NET_V6_EQ("2") " && " NET_V6_EQ("3") ";\n" \
	"	tcps_active = 0;\n" \
	"	tcps_lport = A->sk->__sk_common.skc_num;\n" \
	"	tcps_rport = ntohs(A->sk->__sk_common.skc_dport);\n" \
	"	tcps_laddr = " NET_SK_ADDR("skc_rcv_saddr", "skc_v6_rcv_saddr") ";\n" \
	"	tcps_raddr = " NET_SK_ADDR("skc_daddr", "skc_v6_daddr") ";\n" \
	"	tcps_state = " NET_STATE("A->newstate") ";\n" \
	"	tcps_iss = 0;\n" \
	"	tcps_suna = ((struct tcp_sock *)A->sk)->snd_una;\n" \
	"	tcps_snxt = ((struct tcp_sock *)A->sk)->snd_nxt;\n" \
	"	tcps_rnxt = ((struct tcp_sock *)A->sk)->rcv_nxt;\n" \
	"	tcps_swnd = ((struct tcp_sock *)A->sk)->snd_wnd;\n" \
	"	tcps_rwnd = ((struct tcp_sock *)A->sk)->rcv_wnd;\n" \
	"	tcps_cwnd = ((struct tcp_sock *)A->sk)->snd_cwnd;\n" \
	"	tcps_cwnd_ssthresh = ((struct tcp_sock *)A->sk)->snd_ssthresh;\n" \
	"	tcps_rto = 0;\n" \
	"	tcps_mss = ((struct tcp_sock *)A->sk)->mss_cache;\n" \
	"	tcps_retransmit = 0;\n" \
	"};\n" \
	"translator ipinfo_t < __dtrace_sockstate_t *A > {\n" \
	"	ip_ver = A->sk->__sk_common.skc_family == 2 ? 4 : 6;\n" \
	"	ip_plength = 0;\n" \
	"	ip_saddr = xlate <tcpsinfo_t *> (A)->tcps_laddr;\n" \
	"	ip_daddr = xlate <tcpsinfo_t *> (A)->tcps_raddr;\n" \
	"};\n"

struct dlib_section {
	const char *needs;  /* a kernel type it reads; NULL: none */
	const char *const *uses; /* names of which the program's text or its probes' argument types
				  * must contain one for it to be parsed; NULL: always parsed */
	const char *text;
};

/*
 * The network section is large (a translator per argument type and probe
 * context): parsed only for programs that can refer to it, it costs
 * nothing to the others.
 */
static const char *const net_uses[] = {
	"__dtrace_sockstate", "__dtrace_ippkt", "__dtrace_tcprst", "__dtrace_pkthdr", "pktinfo", "csinfo",
	"ipinfo", "ifinfo", "ipv4info", "ipv6info", "tcpinfo", "tcpsinfo", "tcplsinfo",
	"udpinfo", "udpsinfo", "ipaddr_t", "in6_addr_t", "ipha_t", "ip6_t", "tcph_t", "udpha_t",
	"netstackid_t", "AF_INET", "ARPHRD_", "IPPROTO_", "TH_", "TCP_STATE_", NULL,
};

/*
 * The process and I/O sections: every name either declares (types, struct
 * tags, inlines) contains one of these, so a program that names none of
 * them (BEGIN { exit(0); }) is compiled without them, and without reading
 * the kernel's BTF for their input types. A name added to a section needs
 * a word here that is part of it: dlib_unlisted_name() checks the lists
 * against the sections (tests/unit/test_dlib.c).
 */
static const char *const task_uses[] = {
	"psinfo", "cpuinfo", "curcpu", "execargs", "chip", "lgrp", "pset", "timestruc", "processor_info", "poolid_t", "ctid_t", "chipid_t", "lgrp_id_t", "PR_MODEL_", "PR_STOPPED", "P_ONLINE",
	"PRNODEV", "__dtrace_boot", "SSLEEP", "SRUN", "SZOMB", "SSTOP", "SIDL", "SONPROC", "SWAIT",
	"__dtrace_exit", "__dtrace_errno", "__dtrace_exec", "__dtrace_sighandler", "__dtrace_siginfo",
	"__dtrace_setprio", "__dtrace_newpri", "__dtrace_task", "siginfo", "SIG", "CLD_", NULL,
};
static const char *const io_uses[] = { "bufinfo", "devinfo", "fileinfo", "B_", "__dtrace_rq", NULL };
/* The constants: no kernel type, parsed for a program that names one. */
static const char *const const_uses[] = { "DTRACEFLT_", "PCAP_", "E2BIG", "EACCES", "EADDRINUSE", "EADDRNOTAVAIL", "EADV", "EAFNOSUPPORT", "EAGAIN", "EALREADY", "EBADE", "EBADF", "EBADFD", "EBADMSG", "EBADR", "EBADRQC", "EBADSLT", "EBFONT", "EBUSY", "ECANCELED", "ECHILD", "ECHRNG", "ECOMM", "ECONNABORTED", "ECONNREFUSED", "ECONNRESET", "EDEADLOCK", "EDESTADDRREQ", "EDOM", "EDOTDOT", "EDQUOT", "EEXIST", "EFAULT", "EFBIG", "EHOSTDOWN", "EHOSTUNREACH", "EIDRM", "EILSEQ", "EINPROGRESS", "EINTR", "EINVAL", "EIO", "EISCONN", "EISDIR", "EISNAM", "EKEYEXPIRED", "EKEYREJECTED", "EKEYREVOKED", "EL2HLT", "EL2NSYNC", "EL3HLT", "EL3RST", "ELIBACC", "ELIBBAD", "ELIBEXEC", "ELIBMAX", "ELIBSCN", "ELNRNG", "ELOOP", "EMEDIUMTYPE", "EMFILE", "EMLINK", "EMSGSIZE", "EMULTIHOP", "ENAMETOOLONG", "ENAVAIL", "ENETDOWN", "ENETRESET", "ENETUNREACH", "ENFILE", "ENOANO", "ENOBUFS", "ENOCSI", "ENODATA", "ENODEV", "ENOENT", "ENOEXEC", "ENOKEY", "ENOLCK", "ENOLINK", "ENOMEDIUM", "ENOMEM", "ENOMSG", "ENONET", "ENOPKG", "ENOPROTOOPT", "ENOSPC", "ENOSR", "ENOSTR", "ENOSYS", "ENOTBLK", "ENOTCONN", "ENOTDIR", "ENOTEMPTY", "ENOTNAM", "ENOTRECOVERABLE", "ENOTSOCK", "ENOTSUP", "ENOTTY", "ENOTUNIQ", "ENXIO", "EOVERFLOW", "EOWNERDEAD", "EPERM", "EPFNOSUPPORT", "EPIPE", "EPROTO", "EPROTONOSUPPORT", "EPROTOTYPE", "ERANGE", "EREMCHG", "EREMOTE", "EREMOTEIO", "ERESTART", "ERFKILL", "EROFS", "ESHUTDOWN", "ESOCKTNOSUPPORT", "ESPIPE", "ESRCH", "ESRMNT", "ESTALE", "ESTRPIPE", "ETIME", "ETIMEDOUT", "ETOOMANYREFS", "ETXTBSY", "EUCLEAN", "EUNATCH", "EUSERS", "EWOULDBLOCK", "EXDEV", "EXFULL", NULL };

static const struct dlib_section sections[] = {
	{ "struct task_struct", task_uses,
	  /*
	   * DTrace's psinfo_t, lwpsinfo_t and cpuinfo_t, member for member, each filled
	   * with what Linux holds that means the same (src/cc/README.md lists those Linux
	   * has no meaning for, and what they hold). Times are since the epoch: the
	   * kernel's are on the monotonic clock, as timestamp is.
	   */
	  "typedef id_t poolid_t;\n"
	  "typedef id_t ctid_t;\n"
	  "typedef id_t chipid_t;\n"
	  "typedef id_t lgrp_id_t;\n"
	  "typedef struct timestruc { time_t tv_sec; long tv_nsec; } timestruc_t;\n"
	  "translator timestruc_t < uint64_t NS > { tv_sec = NS / 1000000000; tv_nsec = NS % 1000000000; };\n"
	  /*
	   * What kernels name differently, each defined every way a kernel of the
	   * matrix names it (check.c takes the first this kernel has): the task's
	   * state (5.14 renamed state __state), its CPU (5.16 moved it into
	   * thread_info) and its resident pages (6.2 made rss_stat percpu counters).
	   */
	  "typedef struct __dtrace_task { long state; int cpu; long rss; } __dtrace_task_t;\n"
	  "translator __dtrace_task_t < struct task_struct *T > {\n"
	  "	state = T->__state;\n"
	  "	state = T->state;\n"
	  "	cpu = T->thread_info.cpu;\n"
	  "	cpu = T->cpu;\n"
	  "	rss = T->mm ? T->mm->rss_stat[0].count + T->mm->rss_stat[1].count + T->mm->rss_stat[3].count : 0;\n"
	  "	rss = T->mm ? T->mm->rss_stat.count[0].counter + T->mm->rss_stat.count[1].counter +\n"
	  "		T->mm->rss_stat.count[3].counter : 0;\n"
	  "};\n"
	  "typedef struct lwpsinfo {\n"
	  "	int pr_flag; id_t pr_lwpid; uintptr_t pr_addr; uintptr_t pr_wchan; char pr_stype;\n"
	  "	char pr_state; char pr_sname; char pr_nice; short pr_syscall; char pr_oldpri; char pr_cpu;\n"
	  "	int pr_pri; ushort_t pr_pctcpu; timestruc_t pr_start; timestruc_t pr_time; string pr_clname;\n"
	  "	char pr_name[16]; processorid_t pr_onpro; processorid_t pr_bindpro; psetid_t pr_bindpset;\n"
	  "	int pr_lgrp;\n"
	  "} lwpsinfo_t;\n"
	  "typedef struct psinfo {\n"
	  "	int pr_flag; int pr_nlwp; pid_t pr_pid; pid_t pr_ppid; pid_t pr_pgid; pid_t pr_sid;\n"
	  "	uid_t pr_uid; uid_t pr_euid; gid_t pr_gid; gid_t pr_egid; uintptr_t pr_addr;\n"
	  "	size_t pr_size; size_t pr_rssize; dev_t pr_ttydev; ushort_t pr_pctcpu; ushort_t pr_pctmem;\n"
	  "	timestruc_t pr_start; timestruc_t pr_time; timestruc_t pr_ctime; char pr_fname[16];\n"
	  "	string pr_psargs; int pr_wstat; int pr_argc; uintptr_t pr_argv; uintptr_t pr_envp;\n"
	  "	char pr_dmodel; taskid_t pr_taskid; projid_t pr_projid; int pr_nzomb; poolid_t pr_poolid;\n"
	  "	zoneid_t pr_zoneid; ctid_t pr_contract; lwpsinfo_t pr_lwp;\n"
	  "} psinfo_t;\n"
	  "typedef struct processor_info {\n"
	  "	int pi_state; char pi_processor_type[16]; char pi_fputypes[32]; int pi_clock;\n"
	  "} processor_info_t;\n"
	  "typedef struct cpuinfo {\n"
	  "	processorid_t cpu_id; psetid_t cpu_pset; chipid_t cpu_chip; lgrp_id_t cpu_lgrp;\n"
	  "	processor_info_t cpu_info;\n"
	  "} cpuinfo_t;\n"
	  "inline char PR_MODEL_ILP32 = 1;\n"
	  "inline char PR_MODEL_LP64 = 2;\n"
	  "inline int PR_STOPPED = 0x00000001;\n"
	  "inline int P_ONLINE = 2;\n"
	  "inline dev_t PRNODEV = (dev_t)-1;\n"
	  "inline uint64_t __dtrace_boot = walltimestamp - timestamp;\n"
	  "translator psinfo_t < struct task_struct *T > {\n"
	  "	pr_flag = T->group_leader->flags;\n"
	  "	pr_nlwp = T->signal->nr_threads;\n"
	  "	pr_pid = T->tgid;\n"
	  "	pr_ppid = T->real_parent->tgid;\n"
	  "	pr_pgid = T->signal->pids[2]->numbers[0].nr;\n"
	  "	pr_sid = T->signal->pids[3]->numbers[0].nr;\n"
	  "	pr_uid = T->real_cred->uid.val;\n"
	  "	pr_euid = T->real_cred->euid.val;\n"
	  "	pr_gid = T->real_cred->gid.val;\n"
	  "	pr_egid = T->real_cred->egid.val;\n"
	  "	pr_addr = (uintptr_t)T;\n"
	  "	pr_size = T->mm ? T->mm->total_vm * 4 : 0;\n"
	  "	pr_rssize = xlate <__dtrace_task_t> (T).rss * 4;\n"
	  "	pr_ttydev = T->signal->tty ? (dev_t)T->signal->tty->driver->major << 20 |\n"
	  "		(T->signal->tty->driver->minor_start + T->signal->tty->index) : PRNODEV;\n"
	  "	pr_start = xlate <timestruc_t> (T->group_leader->start_time + __dtrace_boot);\n"
	  "	pr_time = xlate <timestruc_t> (T->signal->utime + T->signal->stime + T->utime + T->stime);\n"
	  "	pr_ctime = xlate <timestruc_t> (T->signal->cutime + T->signal->cstime);\n"
	  "	pr_fname = stringof(T->comm);\n"
	  "	pr_psargs = __psargs(T);\n"
	  "	pr_wstat = T->exit_code;\n"
	  "	pr_argc = " TASK_ARGC ";\n"
	  "	pr_argv = T->mm ? T->mm->start_stack + 8 : 0;\n"
	  "	pr_envp = T == curthread && T->mm ? T->mm->start_stack + 8 * (" TASK_ARGC " + 2) : 0;\n"
	  "	pr_dmodel = PR_MODEL_LP64;\n"
	  "	pr_taskid = 0;\n"
	  "	pr_projid = 0;\n"
	  "	pr_nzomb = 0;\n"
	  "	pr_poolid = 0;\n"
	  "	pr_zoneid = 0;\n"
	  "	pr_contract = 0;\n"
	  "	pr_lwp = xlate <lwpsinfo_t> (T);\n"
	  "};\n"
	  "translator lwpsinfo_t < struct task_struct *T > {\n"
	  "	pr_flag = (" TASK_STATE " & 0x4) ? PR_STOPPED : 0;\n"
	  "	pr_lwpid = T->pid;\n"
	  "	pr_addr = (uintptr_t)T;\n"
	  "	pr_wchan = 0;\n"
	  "	pr_stype = 0;\n"
	  "	pr_state = " TASK_STATE " == 0 ? (T->on_cpu ? 6 : 2) :\n"
	  "		   (" TASK_STATE " & 0x3) ? 1 : (" TASK_STATE " & 0xc) ? 4 :\n"
	  "		   (T->exit_state & 0x30) ? 3 : 7;\n"
	  "	pr_sname = " TASK_STATE " == 0 ? (T->on_cpu ? 'O' : 'R') :\n"
	  "		   (" TASK_STATE " & 0x3) ? 'S' :\n"
	  "		   (" TASK_STATE " & 0xc) ? 'T' : (T->exit_state & 0x30) ? 'Z' : 'W';\n"
	  "	pr_nice = T->static_prio - 120;\n"
	  "	pr_syscall = ((struct pt_regs *)((uintptr_t)T->stack + 16384) - 1)->orig_ax;\n"
	  "	pr_pri = T->prio;\n"
	  "	pr_start = xlate <timestruc_t> (T->start_time + __dtrace_boot);\n"
	  "	pr_time = xlate <timestruc_t> (T->utime + T->stime);\n"
	  "	pr_clname = T->policy == 1 ? \"FX\" : T->policy == 2 ? \"RT\" : \"TS\";\n"
	  "	pr_name = stringof(T->comm);\n"
	  "	pr_onpro = " TASK_CPU ";\n"
	  "	pr_bindpro = T->nr_cpus_allowed == 1 ? " TASK_CPU " : -1;\n"
	  "	pr_bindpset = -1;\n"
	  "	pr_lgrp = 0;\n"
	  "};\n"
	  "translator cpuinfo_t < struct task_struct *T > {\n"
	  "	cpu_id = " TASK_CPU ";\n"
	  "	cpu_pset = -1;\n"
	  "	cpu_chip = 0;\n"
	  "	cpu_lgrp = 0;\n"
	  "	cpu_info = xlate <processor_info_t> (T);\n"
	  "};\n"
	  "translator processor_info_t < struct task_struct *T > {\n"
	  "	pi_state = P_ONLINE;\n"
	  "	pi_processor_type = \"x86_64\";\n"
	  "	pi_fputypes = \"x87\";\n"
	  "	pi_clock = 0;\n"
	  "};\n"
	  "inline psinfo_t *curpsinfo = xlate <psinfo_t *> (curthread);\n"
	  "inline lwpsinfo_t *curlwpsinfo = xlate <lwpsinfo_t *> (curthread);\n"
	  "inline cpuinfo_t *curcpu = xlate <cpuinfo_t *> (curthread);\n"
	  /* DTrace's sched library's names for the CPU's place (cpu is a built-in here) */
	  "inline chipid_t chip = curcpu->cpu_chip;\n"
	  "inline lgrp_id_t lgrp = curcpu->cpu_lgrp;\n"
	  "inline psetid_t pset = curcpu->cpu_pset;\n"
	  /* DTrace's (and FreeBSD's) built-in for the process's arguments, pr_psargs' string */
	  "inline string execargs = __psargs(curthread);\n"
	  "inline char SSLEEP = 1;\n"
	  "inline char SRUN = 2;\n"
	  "inline char SZOMB = 3;\n"
	  "inline char SSTOP = 4;\n"
	  "inline char SIDL = 5;\n"
	  "inline char SONPROC = 6;\n"
	  "inline char SWAIT = 7;\n"
	  /* proc:::exit's args[0] and exec-failure's, computed from what the kernel holds */
	  "typedef struct __dtrace_exit { int reason; } __dtrace_exit_t;\n"
	  "translator __dtrace_exit_t < struct task_struct *T > {\n"
	  "	reason = (T->exit_code & 0x7f) == 0 ? 1 : (T->exit_code & 0x80) ? 3 : 2;\n"
	  "};\n"
	  "typedef struct __dtrace_errno { int err; } __dtrace_errno_t;\n"
	  "translator __dtrace_errno_t < long R > { err = -R; };\n"
	  /*
	   * proc:::exec's args[0]: the path execve() or execveat() (x86_64's system call 322;
	   * its path the second argument) was given, from the caller's memory; the input is
	   * the record of their sys_enter tracepoints
	   */
	  "typedef struct __dtrace_execenter { uint64_t common; int nr; uintptr_t arg[2]; }\n"
	  "	__dtrace_execenter_t;\n"
	  "typedef struct __dtrace_execpath { string path; } __dtrace_execpath_t;\n"
	  "translator __dtrace_execpath_t < __dtrace_execenter_t *A > {\n"
	  "	path = copyinstr(A->arg[A->nr == 322]);\n"
	  "};\n"
	  /* proc:::signal-handle's args[1]: the kernel's siginfo, as DTrace's */
	  "typedef struct __dtrace_siginfo {\n"
	  "	int si_signo; int si_code; int si_errno; pid_t si_pid; uid_t si_uid;\n"
	  "	uintptr_t si_addr; int si_status; long si_band;\n"
	  "} siginfo_t;\n"
	  "translator siginfo_t < struct kernel_siginfo *I > {\n"
	  "	si_signo = I->si_signo;\n"
	  "	si_code = I->si_code;\n"
	  "	si_errno = I->si_errno;\n"
	  "	si_pid = I->_sifields._kill._pid;\n"
	  "	si_uid = I->_sifields._kill._uid;\n"
	  "	si_addr = (uintptr_t)I->_sifields._sigfault._addr;\n"
	  "	si_status = I->_sifields._sigchld._status;\n"
	  "	si_band = I->_sifields._sigpoll._band;\n"
	  "};\n"
	  /* sched:::change-pri's args[2]: sched_pi_setprio's new priority (rt_mutex_setprio's) */
	  "typedef struct __dtrace_setprio { struct task_struct *tsk; struct task_struct *pi; }\n"
	  "	__dtrace_setprio_t;\n"
	  "typedef struct __dtrace_newpri { int pri; } __dtrace_newpri_t;\n"
	  "translator __dtrace_newpri_t < __dtrace_setprio_t *A > {\n"
	  "	pri = A->pi == 0 ? A->tsk->normal_prio :\n"
	  "	      A->pi->prio < A->tsk->normal_prio ? A->pi->prio : A->tsk->normal_prio;\n"
	  "};\n"
	  /* Linux signal numbers (x86_64) */
	  "inline int SIGHUP = 1;\n"
	  "inline int SIGINT = 2;\n"
	  "inline int SIGQUIT = 3;\n"
	  "inline int SIGILL = 4;\n"
	  "inline int SIGTRAP = 5;\n"
	  "inline int SIGABRT = 6;\n"
	  "inline int SIGBUS = 7;\n"
	  "inline int SIGFPE = 8;\n"
	  "inline int SIGKILL = 9;\n"
	  "inline int SIGUSR1 = 10;\n"
	  "inline int SIGSEGV = 11;\n"
	  "inline int SIGUSR2 = 12;\n"
	  "inline int SIGPIPE = 13;\n"
	  "inline int SIGALRM = 14;\n"
	  "inline int SIGTERM = 15;\n"
	  "inline int SIGSTKFLT = 16;\n"
	  "inline int SIGCHLD = 17;\n"
	  "inline int SIGCONT = 18;\n"
	  "inline int SIGSTOP = 19;\n"
	  "inline int SIGTSTP = 20;\n"
	  "inline int SIGTTIN = 21;\n"
	  "inline int SIGTTOU = 22;\n"
	  "inline int SIGURG = 23;\n"
	  "inline int SIGXCPU = 24;\n"
	  "inline int SIGXFSZ = 25;\n"
	  "inline int SIGVTALRM = 26;\n"
	  "inline int SIGPROF = 27;\n"
	  "inline int SIGWINCH = 28;\n"
	  "inline int SIGIO = 29;\n"
	  "inline int SIGPWR = 30;\n"
	  "inline int SIGSYS = 31;\n"
	  "inline int CLD_EXITED = 1;\n"
	  "inline int CLD_KILLED = 2;\n"
	  "inline int CLD_DUMPED = 3;\n" },
	{ "struct request", io_uses,
	  "typedef struct bufinfo {\n"
	  "	int b_flags; size_t b_bcount; caddr_t b_addr; uint64_t b_lblkno; uint64_t b_blkno;\n"
	  "	size_t b_resid; size_t b_bufsize; caddr_t b_iodone; int b_error; dev_t b_edev;\n"
	  "} bufinfo_t;\n"
	  "typedef struct devinfo {\n"
	  "	int dev_major; int dev_minor; int dev_instance; string dev_name;\n"
	  "	string dev_statname; string dev_pathname;\n"
	  "} devinfo_t;\n"
	  "inline int B_BUSY = 0x000001;\n"
	  "inline int B_DONE = 0x000002;\n"
	  "inline int B_ERROR = 0x000004;\n"
	  "inline int B_PAGEIO = 0x000010;\n"
	  "inline int B_PHYS = 0x000020;\n"
	  "inline int B_READ = 0x000040;\n"
	  "inline int B_WRITE = 0x000100;\n"
	  "inline int B_ASYNC = 0x000400;\n"
	  /*
	   * REQ_OP_MASK is the low 8 bits; odd ops move data to the device; REQ_SYNC is bit 11.
	   * R is 0 for io:::wait-start/wait-done of a thread that started no request.
	   */
	  /* the request's disk: its queue's (5.15), else its own (rq_disk, until 5.16) */
	  "typedef struct __dtrace_rq { struct gendisk *disk; } __dtrace_rq_t;\n"
	  "translator __dtrace_rq_t < struct request *R > {\n"
	  "	disk = R->q->disk;\n"
	  "	disk = R->rq_disk;\n"
	  "};\n"
	  "translator bufinfo_t < struct request *R > {\n"
	  "	b_flags = R == 0 ? 0 : ((R->cmd_flags & 0xff) & 1 ? B_WRITE : B_READ) | B_BUSY |\n"
	  "		  (R->cmd_flags & (1 << 11) ? 0 : B_ASYNC);\n"
	  "	b_bcount = R == 0 ? 0 : R->__data_len;\n"
	  "	b_addr = 0;\n"
	  "	b_lblkno = R == 0 ? 0 : R->__sector;\n"
	  "	b_blkno = R == 0 ? 0 : R->__sector;\n"
	  "	b_resid = 0;\n"
	  "	b_bufsize = R == 0 ? 0 : R->__data_len;\n"
	  "	b_iodone = 0;\n"
	  "	b_error = 0;\n"
	  "	b_edev = R != 0 && " RQ_DISK " ? ((dev_t)" RQ_DISK "->major << 20 | " RQ_DISK "->first_minor) : 0;\n"
	  "};\n"
	  "translator devinfo_t < struct request *R > {\n"
	  "	dev_major = R != 0 && " RQ_DISK " ? " RQ_DISK "->major : 0;\n"
	  "	dev_minor = R != 0 && " RQ_DISK " ? " RQ_DISK "->first_minor : 0;\n"
	  "	dev_instance = R != 0 && " RQ_DISK " ? " RQ_DISK "->first_minor : 0;\n"
	  "	dev_name = R != 0 && " RQ_DISK " ? stringof(" RQ_DISK "->disk_name) : \"<none>\";\n"
	  "	dev_statname = R != 0 && " RQ_DISK " ? stringof(" RQ_DISK "->disk_name) : \"<none>\";\n"
	  "	dev_pathname = R != 0 && " RQ_DISK " ? strjoin(\"/dev/\", stringof(" RQ_DISK "->disk_name)) :\n"
	  "		\"<none>\";\n"
	  "};\n"
	  "translator fileinfo_t < struct request *R > {\n"
	  "	fi_name = \"<none>\";\n"
	  "	fi_dirname = \"<none>\";\n"
	  "	fi_pathname = \"<none>\";\n"
	  "	fi_fs = \"<none>\";\n"
	  "	fi_mount = \"<none>\";\n"
	  "	fi_offset = 0;\n"
	  "	fi_oflags = 0;\n"
	  "};\n" },
	{ NULL, const_uses,
	  /* pcap()'s protocols: libpcap's DLT_ values, as Oracle's DTrace names them */
	  "inline int PCAP_NULL = 0;\n"
	  "inline int PCAP_ETHER = 1;\n"
	  "inline int PCAP_PPP = 9;\n"
	  "inline int PCAP_IP = 12;\n"
	  "inline int PCAP_WIFI = 105;\n"
	  "inline int PCAP_IPOIB = 242;\n"
	  /* ERROR's arg4: the fault (prog.h's enum fault_kind, in the same order) */
	  "inline int DTRACEFLT_UNKNOWN = 0;\n"
	  "inline int DTRACEFLT_BADADDR = 1;\n"
	  "inline int DTRACEFLT_BADALIGN = 2;\n"
	  "inline int DTRACEFLT_ILLOP = 3;\n"
	  "inline int DTRACEFLT_DIVZERO = 4;\n"
	  "inline int DTRACEFLT_NOSCRATCH = 5;\n"
	  "inline int DTRACEFLT_KPRIV = 6;\n"
	  "inline int DTRACEFLT_UPRIV = 7;\n"
	  "inline int DTRACEFLT_TUPOFLOW = 8;\n"
	  "inline int DTRACEFLT_BADSTACK = 9;\n"
	  /* Linux's errno values (x86_64), for errno and the syscall provider's return values */
	  "inline int EPERM = 1;\n"
	  "inline int ENOENT = 2;\n"
	  "inline int ESRCH = 3;\n"
	  "inline int EINTR = 4;\n"
	  "inline int EIO = 5;\n"
	  "inline int ENXIO = 6;\n"
	  "inline int E2BIG = 7;\n"
	  "inline int ENOEXEC = 8;\n"
	  "inline int EBADF = 9;\n"
	  "inline int ECHILD = 10;\n"
	  "inline int EAGAIN = 11;\n"
	  "inline int ENOMEM = 12;\n"
	  "inline int EACCES = 13;\n"
	  "inline int EFAULT = 14;\n"
	  "inline int ENOTBLK = 15;\n"
	  "inline int EBUSY = 16;\n"
	  "inline int EEXIST = 17;\n"
	  "inline int EXDEV = 18;\n"
	  "inline int ENODEV = 19;\n"
	  "inline int ENOTDIR = 20;\n"
	  "inline int EISDIR = 21;\n"
	  "inline int EINVAL = 22;\n"
	  "inline int ENFILE = 23;\n"
	  "inline int EMFILE = 24;\n"
	  "inline int ENOTTY = 25;\n"
	  "inline int ETXTBSY = 26;\n"
	  "inline int EFBIG = 27;\n"
	  "inline int ENOSPC = 28;\n"
	  "inline int ESPIPE = 29;\n"
	  "inline int EROFS = 30;\n"
	  "inline int EMLINK = 31;\n"
	  "inline int EPIPE = 32;\n"
	  "inline int EDOM = 33;\n"
	  "inline int ERANGE = 34;\n"
	  "inline int EDEADLOCK = 35;\n"
	  "inline int ENAMETOOLONG = 36;\n"
	  "inline int ENOLCK = 37;\n"
	  "inline int ENOSYS = 38;\n"
	  "inline int ENOTEMPTY = 39;\n"
	  "inline int ELOOP = 40;\n"
	  "inline int ENOMSG = 42;\n"
	  "inline int EIDRM = 43;\n"
	  "inline int ECHRNG = 44;\n"
	  "inline int EL2NSYNC = 45;\n"
	  "inline int EL3HLT = 46;\n"
	  "inline int EL3RST = 47;\n"
	  "inline int ELNRNG = 48;\n"
	  "inline int EUNATCH = 49;\n"
	  "inline int ENOCSI = 50;\n"
	  "inline int EL2HLT = 51;\n"
	  "inline int EBADE = 52;\n"
	  "inline int EBADR = 53;\n"
	  "inline int EXFULL = 54;\n"
	  "inline int ENOANO = 55;\n"
	  "inline int EBADRQC = 56;\n"
	  "inline int EBADSLT = 57;\n"
	  "inline int EBFONT = 59;\n"
	  "inline int ENOSTR = 60;\n"
	  "inline int ENODATA = 61;\n"
	  "inline int ETIME = 62;\n"
	  "inline int ENOSR = 63;\n"
	  "inline int ENONET = 64;\n"
	  "inline int ENOPKG = 65;\n"
	  "inline int EREMOTE = 66;\n"
	  "inline int ENOLINK = 67;\n"
	  "inline int EADV = 68;\n"
	  "inline int ESRMNT = 69;\n"
	  "inline int ECOMM = 70;\n"
	  "inline int EPROTO = 71;\n"
	  "inline int EMULTIHOP = 72;\n"
	  "inline int EDOTDOT = 73;\n"
	  "inline int EBADMSG = 74;\n"
	  "inline int EOVERFLOW = 75;\n"
	  "inline int ENOTUNIQ = 76;\n"
	  "inline int EBADFD = 77;\n"
	  "inline int EREMCHG = 78;\n"
	  "inline int ELIBACC = 79;\n"
	  "inline int ELIBBAD = 80;\n"
	  "inline int ELIBSCN = 81;\n"
	  "inline int ELIBMAX = 82;\n"
	  "inline int ELIBEXEC = 83;\n"
	  "inline int EILSEQ = 84;\n"
	  "inline int ERESTART = 85;\n"
	  "inline int ESTRPIPE = 86;\n"
	  "inline int EUSERS = 87;\n"
	  "inline int ENOTSOCK = 88;\n"
	  "inline int EDESTADDRREQ = 89;\n"
	  "inline int EMSGSIZE = 90;\n"
	  "inline int EPROTOTYPE = 91;\n"
	  "inline int ENOPROTOOPT = 92;\n"
	  "inline int EPROTONOSUPPORT = 93;\n"
	  "inline int ESOCKTNOSUPPORT = 94;\n"
	  "inline int ENOTSUP = 95;\n"
	  "inline int EPFNOSUPPORT = 96;\n"
	  "inline int EAFNOSUPPORT = 97;\n"
	  "inline int EADDRINUSE = 98;\n"
	  "inline int EADDRNOTAVAIL = 99;\n"
	  "inline int ENETDOWN = 100;\n"
	  "inline int ENETUNREACH = 101;\n"
	  "inline int ENETRESET = 102;\n"
	  "inline int ECONNABORTED = 103;\n"
	  "inline int ECONNRESET = 104;\n"
	  "inline int ENOBUFS = 105;\n"
	  "inline int EISCONN = 106;\n"
	  "inline int ENOTCONN = 107;\n"
	  "inline int ESHUTDOWN = 108;\n"
	  "inline int ETOOMANYREFS = 109;\n"
	  "inline int ETIMEDOUT = 110;\n"
	  "inline int ECONNREFUSED = 111;\n"
	  "inline int EHOSTDOWN = 112;\n"
	  "inline int EHOSTUNREACH = 113;\n"
	  "inline int EALREADY = 114;\n"
	  "inline int EINPROGRESS = 115;\n"
	  "inline int ESTALE = 116;\n"
	  "inline int EUCLEAN = 117;\n"
	  "inline int ENOTNAM = 118;\n"
	  "inline int ENAVAIL = 119;\n"
	  "inline int EISNAM = 120;\n"
	  "inline int EREMOTEIO = 121;\n"
	  "inline int EDQUOT = 122;\n"
	  "inline int ENOMEDIUM = 123;\n"
	  "inline int EMEDIUMTYPE = 124;\n"
	  "inline int ECANCELED = 125;\n"
	  "inline int ENOKEY = 126;\n"
	  "inline int EKEYEXPIRED = 127;\n"
	  "inline int EKEYREVOKED = 128;\n"
	  "inline int EKEYREJECTED = 129;\n"
	  "inline int EOWNERDEAD = 130;\n"
	  "inline int ENOTRECOVERABLE = 131;\n"
	  "inline int ERFKILL = 132;\n"
	  "inline int EWOULDBLOCK = 11;\n"
	},
	{ "struct sk_buff", net_uses,
	  NET_TYPES
	  NET_STATE_XLATORS
	  NET_PKT_XLATORS
	  NET_RST_XLATORS },
};

/*
 * True if section sec names something the first nprog units, the macro
 * arguments (an identifier argument is an identifier) or the matched
 * probes' arguments name.
 */
static bool section_used(const struct cc *cc, uint32_t nprog, const struct dlib_section *sec)
{
	if (!sec->uses)
		return true;
	for (const char *const *w = sec->uses; *w; w++) {
		for (uint32_t u = 0; u < nprog; u++)
			if (cc->srcs[u].text && strstr(cc->srcs[u].text, *w))
				return true;
		for (int m = 0; m < cc->opts.macro_argc; m++)
			if (cc->opts.macro_argv[m] && strstr(cc->opts.macro_argv[m], *w))
				return true;
		for (uint32_t i = 0; i < cc->nprobes; i++)
			for (uint32_t a = 0; a < PROBE_MAXARGS; a++) {
				const struct probe_arg *pa = &cc->probes[i]->args[a];

				if ((pa->type && strstr(pa->type, *w)) || (pa->xlate && strstr(pa->xlate, *w)))
					return true;
			}
	}
	return false;
}

#define DLIB_NAME "/usr/lib/dtrace/linux.d"

bool dlib_is_unit(const struct cc *cc, uint16_t file)
{
	const char *name = cc->srcs[cc_src_unit(cc, file)].name;

	return name && strcmp(name, DLIB_NAME) == 0;
}

void dlib_parse(struct cc *cc)
{
	uint32_t nprog = cc->nsrcs;

	for (size_t i = 0; i < ARRAY_LEN(sections); i++) {
		struct node *tail = cc->prog_tail, *first, *last;
		uint32_t unit;
		bool argref;

		if (!section_used(cc, nprog, &sections[i]) ||
		    (sections[i].needs && (!cc->host || !cc->host->kernel_type ||
					   !cc->host->kernel_type(cc, cc->host->ctx, sections[i].needs))))
			continue;
		if (cc->nsrcs == ARRAY_LEN(cc->srcs))
			return;
		unit = cc->nsrcs++;
		cc->srcs[unit].name = DLIB_NAME;
		cc->srcs[unit].text = sections[i].text;
		cc->srcs[unit].len = strlen(sections[i].text);
		argref = cc->opts.argref;
		cc->opts.argref = true; /* macro arguments are the program's, not the library's */
		parse_unit(cc, unit);
		cc->opts.argref = argref;
		/* move the section's items before the program's */
		first = tail ? tail->next : cc->prog->list;
		last = cc->prog_tail;
		if (!first || !tail)
			continue;
		tail->next = NULL;
		last->next = cc->prog->list;
		cc->prog->list = first;
		cc->prog_tail = tail;
	}
}

/*
 * The names the library declares with typedef (psinfo_t, ipaddr_t ...):
 * the last identifier before the ";" that ends each typedef. Found once,
 * pointing into the sections' text.
 */
static struct {
	const char *name[128];
	uint8_t len[128];
	size_t n;
	bool found;
} typedefs;

static bool is_ident_byte(unsigned char c)
{
	return isalnum(c) || c == '_';
}

static void find_typedefs(void)
{
	for (size_t i = 0; i < ARRAY_LEN(sections); i++) {
		const char *text = sections[i].text;

		for (const char *p = strstr(text, "typedef "); p; p = strstr(p + 1, "typedef ")) {
			const char *q = p, *b;
			int depth = 0;

			if (p > text && is_ident_byte((unsigned char)p[-1]))
				continue;
			for (; *q && (*q != ';' || depth > 0); q++)
				depth += *q == '{' ? 1 : *q == '}' ? -1 : 0;
			while (q > p && isspace((unsigned char)q[-1]))
				q--;
			for (b = q; b > p && is_ident_byte((unsigned char)b[-1]); b--)
				;
			if (q > b && q - b < 256 && typedefs.n < ARRAY_LEN(typedefs.name)) {
				typedefs.name[typedefs.n] = b;
				typedefs.len[typedefs.n++] = (uint8_t)(q - b);
			}
		}
	}
	typedefs.found = true;
}

bool dlib_is_typedef(const char *name)
{
	size_t len = strlen(name);

	if (!typedefs.found)
		find_typedefs();
	for (size_t i = 0; i < typedefs.n; i++)
		if (typedefs.len[i] == len && memcmp(typedefs.name[i], name, len) == 0)
			return true;
	return false;
}

/*
 * The library's declaration of member m of type T ("int" for
 * "__dtrace_exit_t.reason"), for dtrace -lv: found in the text of the
 * "typedef struct ... { ... } T;" that declares it, without compiling.
 */
const char *dlib_member_type(struct arena *a, const char *xlate)
{
	const char *dot = strchr(xlate, '.');
	char close[128];

	if (!dot || snprintf(close, sizeof(close), "} %.*s;", (int)(dot - xlate), xlate) >= (int)sizeof(close))
		return NULL;
	for (size_t i = 0; i < ARRAY_LEN(sections); i++) {
		const char *end = strstr(sections[i].text, close), *body, *decl;

		if (!end)
			continue;
		for (body = end; body > sections[i].text && body[-1] != '{'; body--)
			;
		for (decl = body; decl < end;) {
			const char *semi = memchr(decl, ';', (size_t)(end - decl)), *name;
			size_t mlen = strlen(dot + 1);

			if (!semi)
				break;
			while (decl < semi && (*decl == ' ' || *decl == '\t' || *decl == '\n'))
				decl++;
			name = semi - mlen;
			if (name > decl && strncmp(name, dot + 1, mlen) == 0 && name[-1] == ' ') {
				while (name > decl && name[-1] == ' ')
					name--;
				return arena_printf(a, "%.*s", (int)(name - decl), decl);
			}
			decl = semi + 1;
		}
	}
	return NULL;
}

/* The first of names (n of them) that no word of uses is part of, or NULL. */
static const char *unlisted(const char *const *uses, const char *const *names, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		const char *const *w = uses;

		while (*w && !strstr(names[i], *w))
			w++;
		if (!*w)
			return names[i];
	}
	return NULL;
}

const char *dlib_unlisted_name(struct cc *cc)
{
	for (size_t i = 0; i < ARRAY_LEN(sections); i++) {
		struct node *tail = cc->prog_tail;

		if (cc_parse(cc, sections[i].text, DLIB_NAME, false))
			return "(the section does not parse)";
		for (struct node *it = tail ? tail->next : cc->prog->list; it && sections[i].uses; it = it->next) {
			const char *names[64];
			size_t n = 0;
			const char *miss;

			if (it->kind == NODE_INLINE && it->b && it->b->str) {
				names[n++] = it->b->str;
			} else if (it->kind == NODE_DECL) {
				const struct node *tag = it->a ? it->a->a : NULL;

				if (tag && tag->str && (tag->flags & NF_DEFINED)) /* not a kernel struct's tag */
					names[n++] = tag->str;
				for (const struct node *e = tag && tag->kind == NODE_ENUM ? tag->list : NULL;
				     e && n < ARRAY_LEN(names); e = e->next)
					names[n++] = e->str;
				for (const struct node *d = it->list; d && n < ARRAY_LEN(names); d = d->next) {
					if (d->str && it->a && (it->a->ival & DS_TYPEDEF) && !dlib_is_typedef(d->str))
						return arena_printf(&cc->arena, "%s (a typedef dlib_is_typedef() does not find)",
								    d->str);
					if (d->str)
						names[n++] = d->str;
				}
			}
			miss = unlisted(sections[i].uses, names, n);
			if (miss)
				return miss;
		}
	}
	return NULL;
}
