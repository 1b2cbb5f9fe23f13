#!/bin/bash
# ASSERTION: a tick probe (a perf-event program, whose maps are
# preallocated) using 80 associative arrays, reached through sets of maps
# of one layout, keeps every element each firing makes, counts each
# array's firings, and deletes them: all sums right, no drops.
. ../lib.sh
body=''; sum=''; del=''
for i in $(seq 0 79); do
	body="$body v$i[n, $i] = $i; c$i[\"n\"]++;"
	sum="$sum s += v$i[n - 1, $i]; t += c$i[\"n\"];"
	del="$del c$i[\"n\"] = 0; u += c$i[\"n\"];"
done
cat > "$TMPDIR/tick.d" <<D
BEGIN { n = 0; }
tick-1ms { $body n++; }
tick-1ms /n == 5/ { s = 0; t = 0; u = 0; $sum $del printf("%d %d %d\n", s, t, u); exit(0); }
D
timeout 30 "$DTRACE" -q -s "$TMPDIR/tick.d" > "$TMPDIR/out" 2> "$TMPDIR/err" ||
	fail "status $?: $(head -c 300 "$TMPDIR/err")"
# the last firing's elements (made at n == 4): sum 0..79; each counter 5
expect_eq "elements and counters" "3160 400 0" "$(cat "$TMPDIR/out")"
expect_eq "dtrace's messages" "" "$(cat "$TMPDIR/err")"
exit 0
