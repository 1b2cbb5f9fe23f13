#!/bin/bash
# ASSERTION: a SYN to a closed port (bound, not listening) fires
# tcp:::accept-refused once, IPv4 and IPv6, describing the RST|ACK sent
# back: from the refused port (tcp_sport, tcps_lport; netports.awk names
# it) and local address to the connecting side, acknowledging the SYN's
# sequence plus one, sequence 0, ip_plength the bare 20-byte TCP header,
# state CLOSED; tcp:::send sees that RST go out; the connecting socket
# fires connect-refused (SYN_SENT to CLOSED) with the port it asked for
# (refused.d). A kernel whose tcp_send_reset has no reset reason (before
# Linux 6.10) has no accept-refused probe: the test skips, saying so,
# once naming the probe has said why (accept-refused.sh).
. ../lib.sh
. ./accept-refused.sh
[ "$have_refused" = 1 ] || {
	echo "SKIP: this kernel's tcp_send_reset has no reset reason (Linux 6.10): no tcp:::accept-refused"
	exit 77
}
"$DTRACE" -q -c "$HELPERS/net refuse4 refuse6" -s refused.d > "$TMPDIR/out" 2> "$TMPDIR/err" ||
	fail "status $?: $(cat "$TMPDIR/err")"
awk -f ../prov_ip/netports.awk < "$TMPDIR/out" | sort > "$TMPDIR/post"
diff -u refused.d.out "$TMPDIR/post" || fail "output differs from refused.d.out"
exit 0
