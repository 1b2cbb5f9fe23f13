#!/bin/bash
# ASSERTION: SIGINT (^C) and SIGTERM end tracing cleanly: DTrace prints a
# newline when the signal arrives (even with -q), runs END, prints the
# exit blank line and the aggregations, and exits 0.
. ../lib.sh
sigtest() {
	"$DTRACE" -q -n '
BEGIN { @["k"] = count(); printf("ready\n"); }
END { printf("end\n"); }
tick-20s { exit(1); }' > "$TMPDIR/out" 2> "$TMPDIR/err" &
	local dt=$! i
	for i in $(seq 100); do grep -q ready "$TMPDIR/out" && break; sleep 0.1; done
	sleep 0.2
	kill -$1 $dt
	wait $dt
	st=$?
	expect_eq "$1: exit status" 0 $st
	printf 'ready\n\nend\n\n  %-50s %16d\n' k 1 > "$TMPDIR/expected"
	cmp -s "$TMPDIR/expected" "$TMPDIR/out" || { diff -u "$TMPDIR/expected" "$TMPDIR/out"; fail "$1: stdout differs"; }
	expect_eq "$1: stderr" "" "$(cat "$TMPDIR/err")"
}
sigtest INT
sigtest TERM
exit 0
