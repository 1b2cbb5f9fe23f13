/*
 * OPTIONS: -q -c "$HELPERS/net tcp4=1000:2000 tcp6=3000:4000"
 * ASSERTION: tcp:::send and tcp:::receive see each of the target's two
 * loopback connections (IPv4 and IPv6) as DTrace describes segments: the
 * SYN (state SYN_SENT on send), the SYN|ACK (its request socket:
 * SYN_RECEIVED) acknowledging the SYN's sequence plus one, a PSH|ACK of
 * each write's size (the first at the SYN's sequence plus one), and a
 * FIN from each side, each once on send and once on receive, with the
 * ports the helper printed (.post names them), the addresses as text,
 * ip_plength the TCP header and payload, and tcpsinfo_t's local side the
 * source on send and the destination on receive (whose socket is not
 * known yet: state 0). Pure ACKs are not counted: when they go out
 * depends on timers. state-change sees both ends of each connection
 * reach ESTABLISHED, with IPv6 addresses as text.
 */
tcp:::send
/pid == $target && args[4]->tcp_flags == TH_SYN/
{
	ports[args[4]->tcp_dport] = 1;
	isn[args[4]->tcp_sport] = args[4]->tcp_seq;
}
tcp:::send, tcp:::receive
/(ports[args[4]->tcp_sport] || ports[args[4]->tcp_dport]) &&
 (args[4]->tcp_flags & (TH_SYN | TH_FIN) || args[2]->ip_plength > args[4]->tcp_offset)/
{
	this->f = args[4]->tcp_flags;
	this->client = ports[args[4]->tcp_dport] ? args[4]->tcp_sport : args[4]->tcp_dport;
	printf("%s v%d %s:%d -> %s:%d %s%s len %d %s local %s:%d remote %s:%d",
	    probename, args[2]->ip_ver, args[2]->ip_saddr, args[4]->tcp_sport, args[2]->ip_daddr,
	    args[4]->tcp_dport, this->f & TH_SYN ? "SYN" : this->f & TH_FIN ? "FIN" : this->f & TH_PUSH ? "PSH" : "?",
	    this->f & TH_ACK ? "|ACK" : "", args[2]->ip_plength - args[4]->tcp_offset,
	    this->f == TH_SYN ? "isn" :
	    this->f == (TH_SYN | TH_ACK) && args[4]->tcp_ack == isn[this->client] + 1 ? "ack=isn+1" :
	    args[4]->tcp_sport == this->client && this->f & TH_PUSH &&
	    args[4]->tcp_seq == isn[this->client] + 1 ? "seq=isn+1" : "-",
	    args[3]->tcps_laddr, args[3]->tcps_lport, args[3]->tcps_raddr, args[3]->tcps_rport);
	printf(" state %d\n", probename == "send" && this->f & TH_SYN ? args[3]->tcps_state : -1);
}
tcp:::state-change
/(ports[args[3]->tcps_lport] || ports[args[3]->tcps_rport]) && args[3]->tcps_state == TCP_STATE_ESTABLISHED/
{
	printf("established %s:%d - %s:%d\n", args[3]->tcps_laddr, args[3]->tcps_lport, args[3]->tcps_raddr,
	    args[3]->tcps_rport);
}
