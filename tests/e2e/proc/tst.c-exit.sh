#!/bin/bash
# ASSERTION: with -c, dtrace starts the command only once tracing is on
# (its first system calls are seen), and exits when the command exits,
# running END; the command's stdout is dtrace's stdout; dtrace notes the
# exit on stderr ("dtrace: pid N has exited") unless -q.
. ../lib.sh
t0=$(now_ms)
out=$("$DTRACE" -q -c "$HELPERS/syscalls getppid=1 sleep=300" -n '
syscall::getppid:entry /pid == $target/ { printf("first call seen\n"); }
tick-20s { printf("tick-20s fired: did not exit with the command\n"); exit(1); }
END { printf("end\n"); }' 2> "$TMPDIR/err") || fail "dtrace failed: $out"
t1=$(now_ms)
expect_eq "output" "first call seen
end" "$out"
[ $((t1 - t0)) -lt 10000 ] || fail "took $((t1 - t0)) ms"
# -q silences notices, "pid N has exited" among them
expect_eq "stderr with -q" "" "$(cat "$TMPDIR/err")"
# without -q: the matched line, then the notice that the command exited
"$DTRACE" -c "$HELPERS/syscalls pid" -n 'tick-20s { exit(1); }' > /dev/null 2> "$TMPDIR/err" || fail "dtrace failed"
pid=$(sed -n 's/^pid //p' "$TMPDIR/err")
expect_eq "stderr without -q" "dtrace: description 'tick-20s ' matched 1 probe
pid $pid
dtrace: pid $pid has exited" "$(cat "$TMPDIR/err")"
exit 0
