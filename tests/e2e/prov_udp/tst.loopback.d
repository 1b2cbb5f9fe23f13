/*
 * OPTIONS: -q -c "$HELPERS/net udp4=1234 udp6=2345"
 * ASSERTION: udp:::send and udp:::receive see each loopback datagram of
 * the target once, IPv4 and IPv6: addresses as text (127.0.0.1, ::1), the
 * ports it printed (.post names them), udp_length and ip_plength the
 * payload plus the 8-byte header; udpsinfo_t's local side is the source
 * on send and the destination on receive; send knows the socket
 * (udps_addr), receive fires before the socket lookup (0). send fires in
 * the target.
 */
udp:::send
/pid == $target/
{
	ports[args[4]->udp_dport] = 1;
}
udp:::send, udp:::receive
/ports[args[4]->udp_dport]/
{
	printf("%s v%d %s:%d -> %s:%d udp_length %d ip_plength %d local %s:%d remote %s:%d socket %s%s\n",
	    probename, args[2]->ip_ver, args[2]->ip_saddr, args[4]->udp_sport, args[2]->ip_daddr,
	    args[4]->udp_dport, args[4]->udp_length, args[2]->ip_plength, args[3]->udps_laddr,
	    args[3]->udps_lport, args[3]->udps_raddr, args[3]->udps_rport,
	    args[3]->udps_addr ? "yes" : "no", probename == "send" && pid != $target ? " NOT IN TARGET" : "");
}
