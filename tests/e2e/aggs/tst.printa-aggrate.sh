#!/bin/bash
# ASSERTION: while tracing, printa() prints an aggregation as DTrace's
# consumer last snapshot it: with an aggrate slower than the switchrate,
# at its first pass over the records and then once an aggrate, so that
# printa() repeats values until the next snapshot; with an aggrate as
# fast as the switchrate or faster, every printa() is current.
. ../lib.sh
prog='syscall::getppid:entry /pid == $target/ { @ = count(); printa("%@d\n", @); }
syscall::getppid:entry /pid == $target && ++n == 8/ { exit(0); }'
# getppid at 0, 0.4, 0.8, 1.2, 1.6 s, then 2.8, 3.2, 3.6 s: the snapshot at
# about 2.1 s sees five calls
ops="getppid=1"
for i in 1 2 3 4; do ops="$ops sleep=400 getppid=1"; done
ops="$ops sleep=1200 getppid=1 sleep=400 getppid=1 sleep=400 getppid=1"
out=$(timeout 30 "$DTRACE" -q -x aggrate=2s -x switchrate=100ms -c "$HELPERS/syscalls $ops" -n "$prog" 2>"$TMPDIR/err")
expect_eq "status (aggrate 2s)" 0 $?
expect_eq "printa at aggrate 2s" "1 1 1 1 1 5 5 5" "$(echo $out)"

out=$(timeout 30 "$DTRACE" -q -x aggrate=10ms -x switchrate=100ms -c "$HELPERS/syscalls $ops" -n "$prog" 2>"$TMPDIR/err")
expect_eq "status (aggrate 10ms)" 0 $?
expect_eq "printa at aggrate 10ms" "1 2 3 4 5 6 7 8" "$(echo $out)"
