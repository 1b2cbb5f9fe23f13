#!/bin/bash
# ASSERTION: SIGINT and SIGTERM end tracing as exit() does, after the
# newline DTrace prints when the signal arrives: END runs, the exit blank
# line and the aggregations not printed yet follow, and dtrace exits 0.
. ../lib.sh
for sig in INT TERM; do
	"$DTRACE" -q -n '
	BEGIN { printf("ready\n"); }
	tick-10ms { @ticks = count(); }
	END { printf("end\n"); }' > "$TMPDIR/out" 2> "$TMPDIR/err" &
	dt=$!
	for i in $(seq 100); do grep -q ready "$TMPDIR/out" && break; sleep 0.05; done
	sleep 0.3
	kill -$sig $dt
	wait $dt
	st=$?
	expect_eq "SIG$sig: status" 0 $st
	expect_eq "SIG$sig: stderr" "" "$(cat "$TMPDIR/err")"
	expect_eq "SIG$sig: the newline, END, the blank line" "ready||end||" "$(head -4 "$TMPDIR/out" | tr '\n' '|')"
	n=$(awk 'NR == 5 { print $1 }' "$TMPDIR/out")
	expect_range "SIG$sig: tick-10ms count in about 0.3 s" 5 200 "$n"
done
exit 0
