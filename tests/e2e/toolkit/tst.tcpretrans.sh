#!/bin/bash
# ASSERTION: tcpretrans.d shows a retransmission: the target's second
# connection to a listener whose accept queue is full has its SYN dropped
# and sent again about a second later: a row for that connection, to the
# listener's port, in SYN_SENT.
. ../lib.sh
. ./tk.sh

tool tcpretrans -c "$HELPERS/tkwork synretrans"
port=$(sed -n 's/^synretrans port //p' "$TMPDIR/out")
expect_eq "header" "TIME LADDR:LPORT RADDR:RPORT STATE" "$(head -1 "$TMPDIR/out" | tr -s ' ')"
expect_range "retransmits of the SYN" 1 3 "$(count_rows '$6 == "127.0.0.1:'"$port"'" && $7 == "SYN_SENT" && $5 ~ /^127\.0\.0\.1:[0-9]+$/')"
exit 0
