#!/bin/bash
# ASSERTION: tcplife.d prints each TCP connection as it closes, with the
# payload bytes each way: the target's IPv4 connection (client writes 100,
# server 200) shows from both ends, the client's end with TX 100 RX 200 and
# the server's with TX 200 RX 100; the IPv6 one (3000 and 40000 bytes)
# likewise; every row has the target's PID and a duration.
. ../lib.sh
. ./tk.sh

tool tcplife -c "$HELPERS/net tcp4=100:200 tcp6=3000:40000"
read -r s4 c4 <<< "$(sed -n 's/^tcp4 server \([0-9]*\) client \([0-9]*\)$/\1 \2/p' "$TMPDIR/out")"
read -r s6 c6 <<< "$(sed -n 's/^tcp6 server \([0-9]*\) client \([0-9]*\)$/\1 \2/p' "$TMPDIR/out")"
expect_eq "header" "PID COMM LADDR LPORT RADDR RPORT TX_B RX_B MS" "$(head -1 "$TMPDIR/out" | tr -s ' ' | sed 's/^ //')"
expect_eq "IPv4 client end" "net 127.0.0.1 $c4 127.0.0.1 $s4 100 200" \
	"$(rows '$4 == '"$c4"' { print $2, $3, $4, $5, $6, $7, $8 }')"
expect_eq "IPv4 server end" "net 127.0.0.1 $s4 127.0.0.1 $c4 200 100" \
	"$(rows '$4 == '"$s4"' { print $2, $3, $4, $5, $6, $7, $8 }')"
expect_eq "IPv6 client end" "net ::1 $c6 ::1 $s6 3000 40000" \
	"$(rows '$4 == '"$c6"' { print $2, $3, $4, $5, $6, $7, $8 }')"
expect_eq "IPv6 server end" "net ::1 $s6 ::1 $c6 40000 3000" \
	"$(rows '$4 == '"$s6"' { print $2, $3, $4, $5, $6, $7, $8 }')"
expect_eq "rows without a duration" 0 "$(count_rows '$2 == "net" && $9 !~ /^[0-9]+$/')"
exit 0
