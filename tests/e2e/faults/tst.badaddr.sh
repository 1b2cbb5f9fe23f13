#!/bin/bash
# ASSERTION: a read of a bad address ends that clause and prints DTrace's
# error line on stderr; other clauses of the same probe and later probes
# still run, and dtrace exits 0.
. ../lib.sh
"$DTRACE" -q -n '
BEGIN { trace(*(int *)0); printf("not reached\n"); }
BEGIN { printf("next clause\n"); }
dtrace:::ERROR { printf("ERROR fault %d addr %d\n", arg4, arg5); }
tick-100ms { printf("still tracing\n"); exit(0); }' > "$TMPDIR/out" 2> "$TMPDIR/err"
st=$?
[ $st = 0 ] || fail "status $st: $(cat "$TMPDIR/err")"
# ERROR runs after the faulting clause: arg4 is the fault (DTRACEFLT_BADADDR
# = 1), arg5 the address
expect_eq "stdout" "ERROR fault 1 addr 0
next clause
still tracing" "$(cat "$TMPDIR/out")"
grep -Eq '^dtrace: error on enabled probe ID [0-9]+ \(ID 1: dtrace:::BEGIN\): invalid address \(0x0\) in action #[0-9]+( at .*)?$' "$TMPDIR/err" ||
	fail "no error line: $(cat "$TMPDIR/err")"

# division by zero is a fault too (BPF itself would quietly give 0)
"$DTRACE" -q -n '
BEGIN { x = 0; }
BEGIN { y = 1 / x; printf("not reached\n"); }
BEGIN { z = 1 % x; printf("not reached\n"); }
BEGIN { printf("y %d\n", y); exit(0); }' > "$TMPDIR/out" 2> "$TMPDIR/err"
st=$?
[ $st = 0 ] || fail "divide: status $st: $(cat "$TMPDIR/err")"
expect_eq "divide: stdout" "y 0" "$(cat "$TMPDIR/out")"
n=$(grep -Ec '^dtrace: error on enabled probe ID [0-9]+ \(ID 1: dtrace:::BEGIN\): divide-by-zero in action #[0-9]+( at .*)?$' "$TMPDIR/err")
expect_eq "divide-by-zero error lines: $(cat "$TMPDIR/err")" 2 "$n"
exit 0
