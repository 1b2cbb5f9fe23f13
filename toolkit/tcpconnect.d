#!/usr/sbin/dtrace -qs
/*
 * tcpconnect.d - outbound TCP connections as they are attempted (active
 * opens): who connects where.
 *
 * Which services does this host talk to, and which process opens the
 * connections? IPv4 and IPv6.
 *
 * USAGE:    tcpconnect.d                every connect(), until Ctrl-C
 *           tcpconnect.d -p PID         only PID's
 *           tcpconnect.d -c CMD         run CMD and show its (and its children's)
 *
 * COLUMNS:  PID        process ID of the connecting process
 *           COMM       its name
 *           IP         4 or 6
 *           SADDR      source address (the port is not chosen yet when the
 *                      SYN is prepared)
 *           DADDR      destination address
 *           DPORT      destination port
 *
 * OPTIONS:  -p PID, -c CMD as above ($target).
 *
 * OVERHEAD: negligible: one probe per connection attempt (the SYN sent,
 *           tcp:::connect-request).
 */

#pragma D option switchrate=10hz

dtrace:::BEGIN
{
	printf("%7s %-16s %2s %-26s %-26s %5s\n", "PID", "COMM", "IP", "SADDR", "DADDR", "DPORT");
}

tcp:::connect-request
/$target == 0 || progenyof($target)/
{
	printf("%7d %-16s %2d %-26s %-26s %5d\n", pid, execname, args[2]->ip_ver,
	    args[3]->tcps_laddr, args[3]->tcps_raddr, args[3]->tcps_rport);
}
