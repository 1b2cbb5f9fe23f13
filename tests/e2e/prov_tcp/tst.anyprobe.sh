#!/bin/bash
# ASSERTION: one clause may name every tcp probe and their common args[3]
# (a tcpsinfo_t from a socket, a packet or a refused segment: the clause
# is checked once per kind), and each probe still runs the clauses in
# program order: the later clauses see what the earlier ones set in the
# same firing (anyprobe.d). Every probe of the provider fires for the
# target's connection, data and refused connect; on a kernel without
# tcp:::accept-refused (its tcp_send_reset has no reset reason: before
# Linux 6.10), naming that probe says so (accept-refused.sh) and every
# other probe fires.
. ../lib.sh
. ./accept-refused.sh
"$DTRACE" -q -c "$HELPERS/net tcp6=10:20 refuse4" -s anyprobe.d > "$TMPDIR/out" 2> "$TMPDIR/err" ||
	fail "status $?: $(cat "$TMPDIR/err")"
awk -f ../prov_ip/netports.awk < "$TMPDIR/out" > "$TMPDIR/post"
if [ "$have_refused" = 1 ]; then
	cp anyprobe.d.out "$TMPDIR/expected"
else
	sed 's/^accept-refused 1$/accept-refused 0/' anyprobe.d.out > "$TMPDIR/expected"
fi
diff -u "$TMPDIR/expected" "$TMPDIR/post" || fail "output differs from the expected"
exit 0
