#!/bin/bash
# ASSERTION: printf("%Y") of walltimestamp prints the wall-clock time as
# DTrace does, "2026 Nov 22 23:19:30" (year, month, day padded to 2, time),
# within a second or two of date(1); walltimestamp / 1e9 is the epoch time.
. ../lib.sh
t0=$(date +%s)
out=$("$DTRACE" -q -n 'BEGIN { printf("%Y\n%d\n", walltimestamp, walltimestamp / 1000000000); exit(0); }') ||
	fail "status $?"
t1=$(date +%s)
line=$(echo "$out" | sed -n 1p)
secs=$(echo "$out" | sed -n 2p)
ok=
for t in $(seq $((t0 - 1)) $((t1 + 1))); do
	[ "$line" = "$(TZ=${TZ:-} date -d @$t '+%Y %b %e %H:%M:%S')" ] && ok=1
done
[ -n "$ok" ] || fail "%Y printed [$line]; date says $(date -d @$t0 '+%Y %b %e %H:%M:%S')"
expect_range "walltimestamp in seconds" $((t0 - 1)) $((t1 + 1)) "$secs"
exit 0
