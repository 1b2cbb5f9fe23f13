/*
 * Run by tst.refused.sh (dtrace -q -c "$HELPERS/net refuse4 refuse6"),
 * which compares what it prints with refused.d.out. It shows that a SYN
 * to a closed port (bound, not listening) fires tcp:::accept-refused
 * once, IPv4 and IPv6, describing the RST|ACK sent back: from the
 * refused port (tcp_sport, tcps_lport; netports.awk names it) and local
 * address to the connecting side, acknowledging the SYN's sequence plus
 * one, sequence 0, ip_plength the bare 20-byte TCP header, state CLOSED;
 * tcp:::send sees that RST go out; the connecting socket fires connect-
 * refused (SYN_SENT to CLOSED) with the port it asked for.
 */
tcp:::send
/pid == $target && args[4]->tcp_flags == TH_SYN/
{
	ports[args[4]->tcp_dport] = 1;
	isn[args[4]->tcp_dport] = args[4]->tcp_seq;
}
tcp:::accept-refused
/ports[args[4]->tcp_sport]/
{
	printf("accept-refused v%d %s:%d -> %s:%d %s seq %d ack %s plength %d local %s:%d remote %s:%d state %d\n",
	    args[2]->ip_ver, args[2]->ip_saddr, args[4]->tcp_sport, args[2]->ip_daddr, args[4]->tcp_dport,
	    args[4]->tcp_flags == (TH_RST | TH_ACK) ? "RST|ACK" : "?", args[4]->tcp_seq,
	    args[4]->tcp_ack == isn[args[4]->tcp_sport] + 1 ? "isn+1" : "?", args[2]->ip_plength,
	    args[3]->tcps_laddr, args[3]->tcps_lport, args[3]->tcps_raddr, args[3]->tcps_rport,
	    args[3]->tcps_state);
}
tcp:::send
/ports[args[4]->tcp_sport] && args[4]->tcp_flags & TH_RST/
{
	printf("send v%d %s:%d -> %s:%d RST ack %s\n", args[2]->ip_ver, args[2]->ip_saddr, args[4]->tcp_sport,
	    args[2]->ip_daddr, args[4]->tcp_dport, args[4]->tcp_ack == isn[args[4]->tcp_sport] + 1 ? "isn+1" : "?");
}
tcp:::connect-refused
/ports[args[3]->tcps_rport]/
{
	printf("connect-refused v%d %s -> %s:%d from %s\n", args[2]->ip_ver, args[3]->tcps_laddr, args[3]->tcps_raddr,
	    args[3]->tcps_rport, args[5]->tcps_state == TCP_STATE_SYN_SENT ? "SYN_SENT" : "?");
}
