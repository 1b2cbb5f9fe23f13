#!/bin/bash
# ASSERTION: the fifth acceptance one-liner:
#   dtrace -q -n 'profile-997 { @[execname] = count(); } tick-1s { printa(@); exit(0); }'
# with a process spinning for the whole second: its name is among the
# keys with about 997 samples per second of CPU it got, printed once
# (printa) and not again at exit.
. ../lib.sh
"$HELPERS/syscalls" spin=3000 &
sp=$!
trap 'kill $sp 2>/dev/null' EXIT
sleep 0.2
# the spinner's CPU time (utime + stime, in clock ticks) over the run
ticks() { awk '{ print $14 + $15 }' /proc/$sp/stat; }
hz=$(getconf CLK_TCK)
c0=$(ticks)
w0=$(now_ms)
"$DTRACE" -q -n 'profile-997 { @[execname] = count(); } tick-1s { printa(@); exit(0); }' \
	> "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
c1=$(ticks)
w1=$(now_ms)
ms=$(( (c1 - c0) * 1000 / hz ))
expect_eq "stderr" "" "$(cat "$TMPDIR/err")"
expect_eq "first line (printa's blank line)" "" "$(head -1 "$TMPDIR/out")"
expect_eq "lines for the spinner" 1 "$(grep -c '^  syscalls  ' "$TMPDIR/out")"
n=$(agg_value "$TMPDIR/out" syscalls)
# about 997 per second of CPU the spinner got
# (dtrace runs a little longer than its 1 s of tracing: start, teardown)
expect_range "samples of a spinning process (it used $ms ms of CPU)" $(( ms * 997 / 1000 * 6 / 10 )) $(( ms * 11 / 10 + 20 )) "$n"
# the sum over all processes is about 997 per CPU per second
total=$(awk 'NF == 2 { s += $2 } END { print s + 0 }' "$TMPDIR/out")
# at most 997 per second per CPU over the time dtrace ran
expect_range "samples on all CPUs in $((w1 - w0)) ms" 500 $(( (w1 - w0) * $(nproc) * 11 / 10 + 50 )) "$total"
exit 0
