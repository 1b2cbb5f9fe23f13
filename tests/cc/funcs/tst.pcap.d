/*
 * ASSERTION: pcap( ) compiles on a packet of the ip provider (pkt_addr,
 * an sk_buff address) and of a raw tracepoint, with each PCAP_ protocol
 * constant Oracle's DTrace defines and a protocol computed at run time.
 */
#pragma D option pcapsize=128
ip:::send { pcap((void *)args[0]->pkt_addr, PCAP_IP); }
ip:::receive { pcap((struct sk_buff *)args[0]->pkt_addr, PCAP_ETHER); }
rawtp:net::net_dev_xmit { pcap((void *)arg0, arg1 ? PCAP_NULL : PCAP_WIFI); pcap((void *)arg0, PCAP_PPP + PCAP_IPOIB * 0); }
