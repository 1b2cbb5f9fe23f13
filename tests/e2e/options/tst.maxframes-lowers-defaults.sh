#!/bin/bash
# ASSERTION: maxframes bounds the stacks: the default stackframes (20) and
# ustackframes (100) beyond it are lowered to it, as DTrace lowers them, so
# a program with stack() and ustack() under maxframes=10 is taken; a
# stackframes given beyond maxframes is still refused. preallocate (DTrace's
# consumer-heap reservation) is taken and has no effect.
. ../lib.sh

timeout 60 "$DTRACE" -e -x maxframes=10 -n 'BEGIN { stack(); ustack(); @[ustack()] = count(); }' 2>"$TMPDIR/err"
expect_eq "status with maxframes=10" 0 $?
expect_eq "stderr with maxframes=10" "" "$(cat "$TMPDIR/err")"

timeout 60 "$DTRACE" -e -n '#pragma D option maxframes=4
BEGIN { ustack(); }' 2>"$TMPDIR/err"
expect_eq "status with a maxframes pragma" 0 $?
expect_eq "stderr with a maxframes pragma" "" "$(cat "$TMPDIR/err")"

timeout 60 "$DTRACE" -q -x maxframes=3 -x stackframes=5 -n 'BEGIN { exit(0); }' 2>"$TMPDIR/err"
[ $? -ne 0 ] || fail "stackframes=5 beyond maxframes=3 accepted"
expect_eq "stderr of stackframes=5" "dtrace: failed to set -x stackframes: Value too large for defined data type" "$(cat "$TMPDIR/err")"

out=$(timeout 60 "$DTRACE" -q -x preallocate=100m -n 'BEGIN { printf("ok\n"); exit(0); }' 2>&1)
expect_eq "output with preallocate" "ok" "$out"
exit 0
