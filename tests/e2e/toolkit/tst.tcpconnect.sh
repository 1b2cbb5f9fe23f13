#!/bin/bash
# ASSERTION: tcpconnect.d shows the target's outbound TCP connections: one
# over IPv4 and one over IPv6 loopback, each to the port its own listener
# has (the helper prints it), by the target's PID and name.
. ../lib.sh
. ./tk.sh

tool tcpconnect -c "$HELPERS/net tcp4=10:20 tcp6=10:20"
p4=$(sed -n 's/^tcp4 server \([0-9]*\) client.*/\1/p' "$TMPDIR/out")
p6=$(sed -n 's/^tcp6 server \([0-9]*\) client.*/\1/p' "$TMPDIR/out")
expect_eq "header" "PID COMM IP SADDR DADDR DPORT" "$(head -1 "$TMPDIR/out" | tr -s ' ' | sed 's/^ //')"
expect_eq "IPv4 connection" "net 4 127.0.0.1 127.0.0.1 $p4" "$(rows '$3 == 4 { print $2, $3, $4, $5, $6 }')"
expect_eq "IPv6 connection" "net 6 ::1 ::1 $p6" "$(rows '$3 == 6 { print $2, $3, $4, $5, $6 }')"
exit 0
