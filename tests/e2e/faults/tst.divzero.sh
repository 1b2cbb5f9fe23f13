#!/bin/bash
# ASSERTION: a division or remainder by zero at run time faults as
# DTrace's does: "divide-by-zero in action #N", N the clause's place
# among the probe's clauses (DTrace on Linux's number: whatever statement
# of the clause faulted), naming no offset; ERROR's arg2 is N, arg3 -1,
# arg4 DTRACEFLT_DIVZERO, arg5 0.
. ../lib.sh
"$DTRACE" -q -n '
BEGIN { x = 0; y = 1 / x; printf("not reached\n"); }
BEGIN { z = 7 % x; printf("not reached\n"); }
ERROR { printf("%d %d %d %d\n", arg2, arg3, arg4 == DTRACEFLT_DIVZERO, arg5); }
BEGIN { exit(0); }' > "$TMPDIR/out" 2> "$TMPDIR/err"
st=$?
[ $st = 0 ] || fail "status $st: $(cat "$TMPDIR/err")"
expect_eq "stdout" "1 -1 1 0
2 -1 1 0" "$(cat "$TMPDIR/out")"
n=$(grep -Ec '^dtrace: error on enabled probe ID [0-9]+ \(ID 1: dtrace:::BEGIN\): divide-by-zero in action #1$' "$TMPDIR/err")
expect_eq "action #1 lines: $(cat "$TMPDIR/err")" 1 "$n"
n=$(grep -Ec '^dtrace: error on enabled probe ID [0-9]+ \(ID 1: dtrace:::BEGIN\): divide-by-zero in action #2$' "$TMPDIR/err")
expect_eq "action #2 lines: $(cat "$TMPDIR/err")" 1 "$n"
exit 0
