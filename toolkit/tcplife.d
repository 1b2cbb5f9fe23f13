#!/usr/sbin/dtrace -qs
/*
 * tcplife.d - TCP connections as they close, with their duration and the
 * bytes sent and received: one line per connection's life.
 *
 * Who talked to whom, for how long, and how much? A summary of every
 * connection, without tracing each packet's contents.
 *
 * USAGE:    tcplife.d                   every connection, until Ctrl-C
 *
 * COLUMNS:  PID        the process that closed the connection (called
 *                      close() or shutdown() first or in answer), or that
 *                      opened it; 0 if only the kernel touched it (a reset)
 *           COMM       its name
 *           LADDR      local address
 *           LPORT      local port
 *           RADDR      remote address
 *           RPORT      remote port
 *           TX_B       payload bytes sent
 *           RX_B       payload bytes received
 *           MS         milliseconds from ESTABLISHED to CLOSED
 *
 * OPTIONS:  none.
 *
 * HOW:      tcp:::state-change gives the connection's life; tcp:::send and
 *           tcp:::receive count the payload of each segment (IP payload
 *           less the TCP header). A connection is known by its socket
 *           (tcps_addr); a received segment, which carries no socket yet, by
 *           its ports.
 *
 * OVERHEAD: a probe on every TCP segment sent and received: on a host
 *           moving hundreds of thousands of packets a second, a few
 *           percent of a CPU.
 */

#pragma D option switchrate=10hz
#pragma D option dynvarsize=8m

/* per connection, by its socket (tcps_addr) */
uint64_t start[uintptr_t];
pid_t who[uintptr_t];
string whoname[uintptr_t];
uint64_t tx[uintptr_t];
uint64_t rx[uintptr_t];
uint16_t lport[uintptr_t];
uint16_t rport[uintptr_t];
/* the socket of a connection, by its local and remote ports */
uintptr_t sock[uint16_t, uint16_t];

dtrace:::BEGIN
{
	printf("%7s %-12s %-15s %5s %-15s %5s %8s %8s %8s\n", "PID", "COMM", "LADDR", "LPORT",
	    "RADDR", "RPORT", "TX_B", "RX_B", "MS");
}

tcp:::connect-request
{
	who[args[3]->tcps_addr] = pid;
	whoname[args[3]->tcps_addr] = execname;
}

tcp:::state-change
/args[3]->tcps_state == TCP_STATE_ESTABLISHED/
{
	this->s = args[3]->tcps_addr;
	start[this->s] = timestamp;
	lport[this->s] = args[3]->tcps_lport;
	rport[this->s] = args[3]->tcps_rport;
	sock[args[3]->tcps_lport, args[3]->tcps_rport] = this->s;
}

/* closing: these two changes happen in the closing process (close(), shutdown()) */
tcp:::state-change
/(args[3]->tcps_state == TCP_STATE_FIN_WAIT_1 || args[3]->tcps_state == TCP_STATE_LAST_ACK) &&
 pid != 0/
{
	who[args[3]->tcps_addr] = pid;
	whoname[args[3]->tcps_addr] = execname;
}

tcp:::send
/start[args[3]->tcps_addr]/
{
	tx[args[3]->tcps_addr] += args[2]->ip_plength - args[4]->tcp_offset;
}

tcp:::receive
/sock[args[4]->tcp_dport, args[4]->tcp_sport]/
{
	rx[sock[args[4]->tcp_dport, args[4]->tcp_sport]] += args[2]->ip_plength - args[4]->tcp_offset;
}

/* at CLOSED the local port is already released: print what was noted */
tcp:::state-change
/args[3]->tcps_state == TCP_STATE_CLOSED && start[args[3]->tcps_addr]/
{
	this->s = args[3]->tcps_addr;
	printf("%7d %-12s %-15s %5d %-15s %5d %8d %8d %8d\n", who[this->s],
	    who[this->s] ? whoname[this->s] : "-", args[3]->tcps_laddr, lport[this->s],
	    args[3]->tcps_raddr, rport[this->s], tx[this->s], rx[this->s],
	    (timestamp - start[this->s]) / 1000000);
	sock[lport[this->s], rport[this->s]] = 0;
	start[this->s] = 0;
	who[this->s] = 0;
	whoname[this->s] = "";
	tx[this->s] = 0;
	rx[this->s] = 0;
	lport[this->s] = 0;
	rport[this->s] = 0;
}

/* a socket closed without being established: forget who opened it */
tcp:::state-change
/args[3]->tcps_state == TCP_STATE_CLOSED && who[args[3]->tcps_addr]/
{
	who[args[3]->tcps_addr] = 0;
	whoname[args[3]->tcps_addr] = "";
}
