#!/bin/bash
# ASSERTION: udpsnoop.d shows each datagram the target sends and receives:
# 100 bytes over IPv4 and 7 over IPv6 loopback, sent (S) from the client's
# port to the server's and received (R) there, with the payload size.
. ../lib.sh
. ./tk.sh

tool udpsnoop -c "$HELPERS/net udp4=100 udp6=7"
read -r s4 c4 <<< "$(sed -n 's/^udp4 server \([0-9]*\) client \([0-9]*\)$/\1 \2/p' "$TMPDIR/out")"
read -r s6 c6 <<< "$(sed -n 's/^udp6 server \([0-9]*\) client \([0-9]*\)$/\1 \2/p' "$TMPDIR/out")"
expect_eq "IPv4 send" "net S 127.0.0.1 $c4 127.0.0.1 $s4 100" "$(rows '$3 == "S" && $5 == '"$c4"' { print $2, $3, $4, $5, $6, $7, $8 }')"
expect_eq "IPv4 receive" "R 127.0.0.1 $s4 127.0.0.1 $c4 100" "$(rows '$3 == "R" && $5 == '"$s4"' { print $3, $4, $5, $6, $7, $8 }')"
expect_eq "IPv6 send" "net S ::1 $c6 ::1 $s6 7" "$(rows '$3 == "S" && $5 == '"$c6"' { print $2, $3, $4, $5, $6, $7, $8 }')"
expect_eq "IPv6 receive" "R ::1 $s6 ::1 $c6 7" "$(rows '$3 == "R" && $5 == '"$s6"' { print $3, $4, $5, $6, $7, $8 }')"
exit 0
