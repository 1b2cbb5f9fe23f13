#!/bin/bash
# ASSERTION: -e compiles and exits before enabling anything: no BEGIN
# output, no "matched" notice, status 0; a compile error still fails.
. ../lib.sh
out=$("$DTRACE" -e -n 'BEGIN { printf("ran\n"); exit(0); }' 2> "$TMPDIR/err") || fail "status $?"
expect_eq "stdout" "" "$out"
expect_eq "stderr" "" "$(cat "$TMPDIR/err")"
"$DTRACE" -e -n 'BEGIN { x = ; }' > /dev/null 2>&1
expect_eq "status of a compile error with -e" 1 $?
exit 0
