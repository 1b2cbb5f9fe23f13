#!/bin/bash
# ASSERTION: mutexwait.d measures pthread_mutex_lock() waits: the target's
# main thread waits about 150 ms and 80 ms for a mutex another thread
# holds: both counted as blocked, in the histogram's 2^25 (33 ms) buckets
# or above, and their stack (from tkwork's main) waited at least 200 ms.
. ../lib.sh
. ./tk.sh

tool mutexwait -c "$HELPERS/tkwork mutex=150 mutex=80"
blocked=$(sed -n 's/^lock calls: [0-9]*, blocked over the threshold: //p' "$TMPDIR/out")
expect_range "blocked calls" 2 5 "$blocked"
long=$(awk '/pthread_mutex_lock time/ { on = 1 } on && $1 ~ /^[0-9]+$/ && $1 >= 33554432 { n += $NF } END { print n + 0 }' "$TMPDIR/out")
expect_range "waits of 33 ms or more" 2 2 "$long"
# the largest wait from main (thread creation can wait on a loader lock too)
us=$(awk '/^stacks of the waits/ { on = 1; next } on && /tkwork`main/ { m = 1 }
	on && /^ +[0-9]+$/ { if (m && $1 > max) max = $1; m = 0 } END { print max + 0 }' "$TMPDIR/out")
expect_range "us waited from main" 200000 2000000 "$us"
exit 0
