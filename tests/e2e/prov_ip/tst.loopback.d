/*
 * OPTIONS: -q -c "$HELPERS/net udp4=1234 udp6=2345"
 * ASSERTION: ip:::send and ip:::receive see the target's two loopback
 * datagrams once each: ip_ver, the addresses as text, ip_plength (UDP
 * header and payload), the interface (lo, local); ipv4info_t of the IPv4
 * one (header 20 bytes, total length, TTL 64, protocol UDP) and
 * ipv6info_t of the IPv6 one (payload length, next header UDP, hop limit
 * 64); the other version's reads as zeros. Receives are told apart from
 * other traffic by protocol and length.
 */
ip:::send
/pid == $target && (args[4]->ipv4_protocol == IPPROTO_UDP || args[5]->ipv6_nexthdr == IPPROTO_UDP)/
{
	len[args[2]->ip_plength] = 1;
}
ip:::send, ip:::receive
/len[args[2]->ip_plength] && (args[4]->ipv4_protocol == IPPROTO_UDP || args[5]->ipv6_nexthdr == IPPROTO_UDP)/
{
	printf("%s v%d %s -> %s plength %d if %s local %d\n", probename, args[2]->ip_ver, args[2]->ip_saddr,
	    args[2]->ip_daddr, args[2]->ip_plength, args[3]->if_name, args[3]->if_local);
	printf("%s   ipv4 ver %d ihl %d length %d ttl %d protocol %d %s %s -> %s\n", probename,
	    args[4]->ipv4_ver, args[4]->ipv4_ihl, args[4]->ipv4_length, args[4]->ipv4_ttl,
	    args[4]->ipv4_protocol, args[4]->ipv4_protostr, args[4]->ipv4_saddr, args[4]->ipv4_daddr);
	printf("%s   ipv6 ver %d plen %d nexthdr %d %s hlim %d %s -> %s\n", probename, args[5]->ipv6_ver,
	    args[5]->ipv6_plen, args[5]->ipv6_nexthdr, args[5]->ipv6_nextstr, args[5]->ipv6_hlim,
	    args[5]->ipv6_saddr, args[5]->ipv6_daddr);
}
