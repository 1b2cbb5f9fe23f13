#!/bin/bash
# ASSERTION: gethostlatency.d shows the target's host name lookups:
# getaddrinfo("localhost") (from /etc/hosts, no network), succeeded (0),
# with its latency in milliseconds.
. ../lib.sh
. ./tk.sh

tool gethostlatency -c "$HELPERS/tkwork lookup=localhost"
expect_eq "header" "TIME PID COMM LAT(ms) RESULT HOST" "$(head -1 "$TMPDIR/out" | tr -s ' ')"
expect_eq "lookup" "tkwork 0 localhost" "$(rows '$NF == "localhost" { print $6, $8, $9 }')"
expect_eq "latency" 1 "$(count_rows '$NF == "localhost" && $7 ~ /^[0-9]+\.[0-9][0-9]$/')"
exit 0
