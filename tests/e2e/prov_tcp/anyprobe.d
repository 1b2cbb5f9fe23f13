/*
 * Run by tst.anyprobe.sh (dtrace -q -c "$HELPERS/net tcp6=10:20
 * refuse4"), which compares what it prints with anyprobe.d.out. It shows
 * that one clause may name every tcp probe and their common args[3] (a
 * tcpsinfo_t from a socket, a packet or a refused segment: the clause is
 * checked once per kind), and each probe still runs the clauses in
 * program order: the later clauses see what the earlier ones set in the
 * same firing. Every probe of the provider fires for the target's
 * connection, data and refused connect.
 */
tcp:::connect-request
/pid == $target/
{
	ports[args[3]->tcps_rport] = 1;
}
tcp:::
/ports[args[3]->tcps_lport] || ports[args[3]->tcps_rport]/
{
	self->ours = 1;
}
tcp:::
/self->ours/
{
	seen[probename] = 1;
	self->ours = 0;
}
END
{
	printf("state-change %d\n", seen["state-change"]);
	printf("connect-request %d\n", seen["connect-request"]);
	printf("connect-established %d\n", seen["connect-established"]);
	printf("connect-refused %d\n", seen["connect-refused"]);
	printf("accept-established %d\n", seen["accept-established"]);
	printf("accept-refused %d\n", seen["accept-refused"]);
	printf("send %d\n", seen["send"]);
	printf("receive %d\n", seen["receive"]);
}
