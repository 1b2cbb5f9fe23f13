/*
 * OPTIONS: -q -c "$HELPERS/syscalls tcp=100"
 * ASSERTION: a loopback TCP connection walks the state machine:
 * tcp:::connect-request fires once in the target as it connects, with the
 * listener's port in args[3]->tcps_rport (the helper prints the port it
 * listens on; .post checks that they match) and 127.0.0.1 as
 * args[3]->tcps_raddr and args[2]->ip_daddr; connect-established and
 * accept-established fire once each for that port, the first with
 * args[5]->tcps_state (the previous state) SYN_SENT, the second SYN_RECEIVED;
 * state-change sees both sockets reach ESTABLISHED.
 */
tcp:::connect-request
/pid == $target/
{
	printf("dport %d\n", args[3]->tcps_rport);
	printf("raddr %s %s\n", args[3]->tcps_raddr, args[2]->ip_daddr);
	@connects = count();
	self->port = args[3]->tcps_rport;
	port = args[3]->tcps_rport;
}
tcp:::connect-established
/args[3]->tcps_rport == port/
{
	printf("established from %s\n", args[5]->tcps_state == TCP_STATE_SYN_SENT ? "SYN_SENT" : "?");
	@est = count();
}
tcp:::accept-established
/args[3]->tcps_lport == port/
{
	printf("accepted from %s\n", args[5]->tcps_state == TCP_STATE_SYN_RECEIVED ? "SYN_RECEIVED" : "?");
	@acc = count();
}
tcp:::state-change
/port && (args[3]->tcps_lport == port || args[3]->tcps_rport == port) &&
 args[3]->tcps_state == TCP_STATE_ESTABLISHED/
{
	@up = count();
}
END
{
	printa("connects %@d\n", @connects);
	printa("connect-established %@d\n", @est);
	printa("accept-established %@d\n", @acc);
	printa("established sockets %@d\n", @up);
}
