#!/bin/bash
# ASSERTION: cpudist.d histograms how long the target stays on CPU: it
# spins 100 ms, sleeps, spins 50 ms: its slices add up to at least two,
# and one is a millisecond or longer.
. ../lib.sh
. ./tk.sh

tool cpudist -c "$HELPERS/syscalls spin=100 sleep=10 spin=50"
expect_range "slices" 2 10000 "$(hist_total "syscalls, time on CPU (us):")"
long=$(awk '/syscalls, time on CPU/ { on = 1 } on && $1 ~ /^[0-9]+$/ && $1 >= 1024 && $NF > 0 { n += $NF } END { print n + 0 }' "$TMPDIR/out")
expect_range "slices of 1 ms or more" 1 10000 "$long"
exit 0
