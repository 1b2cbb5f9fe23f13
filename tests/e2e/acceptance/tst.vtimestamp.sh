#!/bin/bash
# ASSERTION: the third acceptance one-liner sums on-CPU time per system
# call across the whole system:
#   syscall:::entry { self->ts = vtimestamp; }
#   syscall:::return /self->ts/ { @[probefunc] = sum(vtimestamp - self->ts); self->ts = 0; }
# ended here by -c; the helper's 20000 getppid() calls must show up with
# a plausible total (more than 0, less than 100 us each). Without -q, as
# in the issue: the clauses trace nothing, so no probe lines are printed.
. ../lib.sh
"$DTRACE" -c "$HELPERS/syscalls getppid=20000 sleep=100" -n '
syscall:::entry { self->ts = vtimestamp; }
syscall:::return /self->ts/ { @[probefunc] = sum(vtimestamp - self->ts); self->ts = 0; }' \
	> "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
# the clauses trace nothing: no probe lines, only the aggregation after
# the exit blank line
expect_eq "first line" "" "$(head -1 "$TMPDIR/out")"
bad=$(tail -n +2 "$TMPDIR/out" | grep -Evc '^  [a-z0-9_]+ +[0-9]+$' || true)
expect_eq "lines that are not aggregation lines: $(tail -n +2 "$TMPDIR/out" | grep -Ev '^  [a-z0-9_]+ +[0-9]+$' | head -3)" 0 "$bad"
ns=$(agg_value "$TMPDIR/out" getppid)
expect_range "getppid total on-CPU ns" 1 2000000000 "$ns"
[ "$ns" -lt $((20000 * 100000)) ] || fail "getppid took $ns ns for 20000 calls"
ns=$(agg_value "$TMPDIR/out" nanosleep)
[ -n "$ns" ] || ns=$(agg_value "$TMPDIR/out" clock_nanosleep)
[ -n "$ns" ] || fail "no nanosleep line: $(cat "$TMPDIR/out")"
# on-CPU time of a 100 ms sleep is far below 100 ms
[ "$ns" -lt 100000000 ] || fail "nanosleep counted off-CPU time: $ns"
exit 0
