#!/usr/sbin/dtrace -qs
/*
 * tcpaccept.d - inbound TCP connections as they are established (passive
 * opens): who connects to this host, on which port.
 *
 * USAGE:    tcpaccept.d                 every accepted connection, until Ctrl-C
 *
 * COLUMNS:  IP         4 or 6
 *           RADDR      remote (client) address
 *           RPORT      remote port
 *           LADDR      local address
 *           LPORT      local port (the listening service)
 *
 * OPTIONS:  none. The connection is established by the kernel (the
 *           three-way handshake completes in interrupt context), before any
 *           process accept()s it: there is no process to show or filter on.
 *
 * OVERHEAD: negligible: one probe per connection (tcp:::accept-established).
 */

#pragma D option switchrate=10hz

dtrace:::BEGIN
{
	printf("%2s %-26s %5s %-26s %5s\n", "IP", "RADDR", "RPORT", "LADDR", "LPORT");
}

tcp:::accept-established
{
	printf("%2d %-26s %5d %-26s %5d\n", args[2]->ip_ver, args[3]->tcps_raddr,
	    args[3]->tcps_rport, args[3]->tcps_laddr, args[3]->tcps_lport);
}
