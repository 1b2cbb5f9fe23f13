#!/bin/bash
# ASSERTION: a read of a bad address ends that clause and prints DTrace's
# error line on stderr; other clauses of the same probe and later probes
# still run, and dtrace exits 0.
. ../lib.sh
"$DTRACE" -q -n '
BEGIN { trace(*(int *)0); printf("not reached\n"); }
BEGIN { printf("next clause\n"); }
tick-100ms { printf("still tracing\n"); exit(0); }' > "$TMPDIR/out" 2> "$TMPDIR/err"
st=$?
[ $st = 0 ] || fail "status $st: $(cat "$TMPDIR/err")"
expect_eq "stdout" "next clause
still tracing
" "$(cat "$TMPDIR/out"; echo)"
grep -Eq '^dtrace: error on enabled probe ID [0-9]+ \(ID 1: dtrace:::BEGIN\): invalid address \(0x0\) in action #1( at .*)?$' "$TMPDIR/err" ||
	fail "no error line: $(cat "$TMPDIR/err")"
exit 0
