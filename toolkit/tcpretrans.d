#!/usr/sbin/dtrace -qs
/*
 * tcpretrans.d - TCP retransmissions as they happen: which connection, in
 * which state.
 *
 * Retransmits mean lost packets (or a peer too slow to answer): a few are
 * normal, many point at a bad network path, a full queue, or a SYN flood.
 *
 * USAGE:    tcpretrans.d                until Ctrl-C
 *
 * COLUMNS:  TIME       wall clock time
 *           LADDR:LPORT  local address and port
 *           RADDR:RPORT  remote address and port
 *           STATE      the connection's TCP state (SYN_SENT: a connection
 *                      attempt not answered)
 *
 * OPTIONS:  none. Retransmits are sent by the kernel's timers: there is no
 *           process to show.
 *
 * PROBES:   the tcp provider has no retransmit probe on Linux (a retransmitted
 *           segment looks like any other at the device): this uses the
 *           kernel's tcp:tcp_retransmit_skb tracepoint through the rawtp
 *           provider, which passes the socket (args[0], a struct sock *);
 *           the addresses, ports and state are read from its
 *           __sk_common (Linux's state numbers).
 *
 * OVERHEAD: none while nothing is retransmitted.
 */

#pragma D option switchrate=10hz

dtrace:::BEGIN
{
	printf("%-20s %-28s %-28s %s\n", "TIME", "LADDR:LPORT", "RADDR:RPORT", "STATE");
	/* Linux's TCP states (include/net/tcp_states.h) */
	state[1] = "ESTABLISHED";
	state[2] = "SYN_SENT";
	state[3] = "SYN_RECV";
	state[4] = "FIN_WAIT1";
	state[5] = "FIN_WAIT2";
	state[6] = "TIME_WAIT";
}

dtrace:::BEGIN
{
	state[7] = "CLOSE";
	state[8] = "CLOSE_WAIT";
	state[9] = "LAST_ACK";
	state[10] = "LISTEN";
	state[11] = "CLOSING";
}

rawtp:tcp::tcp_retransmit_skb
{
	this->c = &args[0]->__sk_common;
	this->v4 = this->c->skc_family == AF_INET;
	this->laddr = this->v4 ? inet_ntop(AF_INET, &this->c->skc_rcv_saddr) :
	    inet_ntop(AF_INET6, &this->c->skc_v6_rcv_saddr);
	this->raddr = this->v4 ? inet_ntop(AF_INET, &this->c->skc_daddr) :
	    inet_ntop(AF_INET6, &this->c->skc_v6_daddr);
	printf("%-20Y %-28s %-28s %s\n", walltimestamp,
	    strjoin(this->laddr, strjoin(":", lltostr(this->c->skc_num))),
	    strjoin(this->raddr, strjoin(":", lltostr(ntohs(this->c->skc_dport)))),
	    state[this->c->skc_state] != NULL ? state[this->c->skc_state] : "?");
}
