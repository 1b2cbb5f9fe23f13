#!/bin/bash
# TIMEOUT: 90
# ASSERTION: klockstat.d shows a program's kernel lock waits: lockwork's
# threads reading one file through one descriptor wait for its
# f_pos_lock (a mutex: an adaptive-spin or adaptive-block histogram with
# waits in it, and a stack through fdget_pos among the longest), and only
# the target's waits are counted (its row is the only process row).
. ../lib.sh
. ./tk.sh
n=$("$DTRACE" -l -P lockstat 2>/dev/null | grep -c adaptive-block)
[ "$n" = 1 ] || { echo "SKIP: no lock:contention_begin/end tracepoints (Linux 5.19)"; exit 0; }

tool klockstat -c "$HELPERS/lockwork mutex 2"
waits=$(( $(hist_total adaptive-spin) + $(hist_total adaptive-block) ))
expect_range "mutex waits in the histograms" 1 100000000 "$waits"
grep -q 'fdget_pos' "$TMPDIR/out" || fail "no stack through fdget_pos: $(cat "$TMPDIR/out")"
rows=$(rows '/^PROCESS/ { on = 1; next } on && NF == 3 { print $1 }')
expect_eq "process rows" "lockwork" "$rows"
exit 0
