/*
 * OPTIONS: -q -c "$HELPERS/syscalls tcp=100"
 * ASSERTION: tcp:::connect-request fires once when the target connects,
 * with the destination port in args[4]->tcp_dport (the helper prints the
 * port it listens on; .post checks that they match); tcp:::send carries
 * the 100 bytes of payload among the target's segments.
 */
tcp:::connect-request
/pid == $target/
{
	printf("dport %d\n", args[4]->tcp_dport);
	@connects = count();
}
tcp:::send
/pid == $target/
{
	@payload = max(args[2]->ip_plength - args[4]->tcp_offset);
}
END
{
	printa("connects %@d\n", @connects);
	printa("largest payload %@d\n", @payload);
}
