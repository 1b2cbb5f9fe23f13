#!/bin/bash
# ASSERTION: tcpaccept.d shows the connections this host accepts: the
# target's listeners accept one connection over IPv4 and one over IPv6,
# each with the client's address and port and the listener's.
. ../lib.sh
. ./tk.sh

tool tcpaccept -c "$HELPERS/net tcp4=10:20 tcp6=10:20"
read -r s4 c4 <<< "$(sed -n 's/^tcp4 server \([0-9]*\) client \([0-9]*\)$/\1 \2/p' "$TMPDIR/out")"
read -r s6 c6 <<< "$(sed -n 's/^tcp6 server \([0-9]*\) client \([0-9]*\)$/\1 \2/p' "$TMPDIR/out")"
expect_eq "header" "IP RADDR RPORT LADDR LPORT" "$(head -1 "$TMPDIR/out" | tr -s ' ')"
expect_eq "IPv4 accept" "4 127.0.0.1 $c4 127.0.0.1 $s4" "$(rows '$5 == '"$s4"' { print $1, $2, $3, $4, $5 }')"
expect_eq "IPv6 accept" "6 ::1 $c6 ::1 $s6" "$(rows '$5 == '"$s6"' { print $1, $2, $3, $4, $5 }')"
exit 0
