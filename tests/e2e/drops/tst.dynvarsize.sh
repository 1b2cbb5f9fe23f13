#!/bin/bash
# ASSERTION: a dynvarsize too small for the variables stored is not lost
# silently: the stores that found no room are reported as DTrace reports
# them ("dtrace: N dynamic variable drops"), and the variables that did
# fit keep their values. A dynvarsize of one element holds one (smaller is
# refused before tracing starts, as DTrace refuses it: options/tst.limits).
. ../lib.sh
out=$("$DTRACE" -q -x dynvarsize=16 -n '
BEGIN { a[1] = 10; a[2] = 20; a[3] = 30; printf("%d %d %d\n", a[1], a[2], a[3]); exit(0); }' \
	2> "$TMPDIR/err")
st=$?
expect_eq "status" 0 $st
expect_eq "the variable that fits" "10 0 0" "$out"
expect_eq "drops" "dtrace: 2 dynamic variable drops" "$(cat "$TMPDIR/err")"
# thread-local variables: one store per call, all but the first dropped
"$DTRACE" -q -x dynvarsize=24 -c "$HELPERS/syscalls getppid=50" -n '
syscall::getppid:entry /pid == $target/ { self->t[timestamp] = 1; }' > /dev/null 2> "$TMPDIR/err"
st=$?
expect_eq "status with thread-locals" 0 $st
expect_eq "thread-local drops" "dtrace: 49 dynamic variable drops" "$(grep drop "$TMPDIR/err")"
exit 0
