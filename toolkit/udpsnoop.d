#!/usr/sbin/dtrace -qs
/*
 * udpsnoop.d - UDP datagrams as they are sent and received: who, between
 * which addresses and ports, and how large.
 *
 * DNS lookups, syslog, statsd, QUIC: UDP traffic one datagram a line.
 *
 * USAGE:    udpsnoop.d                  every datagram, until Ctrl-C
 *           udpsnoop.d -p PID           only datagrams PID sends
 *           udpsnoop.d -c CMD           run CMD, only its datagrams
 *
 * COLUMNS:  PID        the sending process (receives: the process the
 *                      kernel was running when the datagram arrived; over
 *                      loopback, the sender)
 *           COMM       its name
 *           D          S (sent) or R (received)
 *           LADDR      local address
 *           LPORT      local port
 *           RADDR      remote address
 *           RPORT      remote port
 *           BYTES      the UDP payload size
 *
 * OPTIONS:  -p PID, -c CMD as above ($target): sends by it and receives
 *           in its context.
 *
 * OVERHEAD: a probe per datagram sent and received.
 */

#pragma D option switchrate=10hz

dtrace:::BEGIN
{
	printf("%7s %-16s %1s %-20s %5s %-20s %5s %6s\n", "PID", "COMM", "D", "LADDR", "LPORT",
	    "RADDR", "RPORT", "BYTES");
}

udp:::send
/$target == 0 || progenyof($target)/
{
	printf("%7d %-16s %1s %-20s %5d %-20s %5d %6d\n", pid, execname, "S", args[2]->ip_saddr,
	    args[4]->udp_sport, args[2]->ip_daddr, args[4]->udp_dport, args[4]->udp_length - 8);
}

udp:::receive
/$target == 0 || progenyof($target)/
{
	printf("%7d %-16s %1s %-20s %5d %-20s %5d %6d\n", pid, execname, "R", args[2]->ip_daddr,
	    args[4]->udp_dport, args[2]->ip_saddr, args[4]->udp_sport, args[4]->udp_length - 8);
}
