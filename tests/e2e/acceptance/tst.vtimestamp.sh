#!/bin/bash
# ASSERTION: the third acceptance one-liner sums on-CPU time per system
# call across the whole system:
#   syscall:::entry { self->ts = vtimestamp; }
#   syscall:::return /self->ts/ { @[probefunc] = sum(vtimestamp - self->ts); self->ts = 0; }
# ended here by -c; the helper's 20000 getppid() calls must show up with
# a plausible total (more than 0, less than 100 us each).
. ../lib.sh
"$DTRACE" -q -c "$HELPERS/syscalls getppid=20000 sleep=100" -n '
syscall:::entry { self->ts = vtimestamp; }
syscall:::return /self->ts/ { @[probefunc] = sum(vtimestamp - self->ts); self->ts = 0; }' \
	> "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
ns=$(agg_value "$TMPDIR/out" getppid)
expect_range "getppid total on-CPU ns" 1 2000000000 "$ns"
[ "$ns" -lt $((20000 * 100000)) ] || fail "getppid took $ns ns for 20000 calls"
ns=$(agg_value "$TMPDIR/out" nanosleep)
[ -n "$ns" ] || ns=$(agg_value "$TMPDIR/out" clock_nanosleep)
[ -n "$ns" ] || fail "no nanosleep line: $(cat "$TMPDIR/out")"
# on-CPU time of a 100 ms sleep is far below 100 ms
[ "$ns" -lt 100000000 ] || fail "nanosleep counted off-CPU time: $ns"
exit 0
