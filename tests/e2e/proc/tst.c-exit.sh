#!/bin/bash
# ASSERTION: with -c, dtrace starts the command only once tracing is on
# (its first system calls are seen), and exits when the command exits,
# running END; the command's stdout is dtrace's stdout.
. ../lib.sh
t0=$(now_ms)
out=$("$DTRACE" -q -c "$HELPERS/syscalls getppid=1 sleep=300" -n '
syscall::getppid:entry /pid == $target/ { printf("first call seen\n"); }
tick-20s { printf("tick-20s fired: did not exit with the command\n"); exit(1); }
END { printf("end\n"); }') || fail "dtrace failed: $out"
t1=$(now_ms)
expect_eq "output" "first call seen
end" "$out"
[ $((t1 - t0)) -lt 10000 ] || fail "took $((t1 - t0)) ms"
exit 0
