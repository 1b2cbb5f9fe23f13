#!/bin/bash
# ASSERTION: biolatency.d prints a latency histogram per device and
# direction: the target's four O_DIRECT 64 KiB reads are counted (at least
# four I/Os) in a "R" histogram.
. ../lib.sh
. ./tk.sh

dir=$(disk_dir) || { echo "no disk-backed directory for block I/O"; exit 77; }
f=$dir/dtrace-tk-biolatency.$$
trap 'rm -f "$f"' EXIT
"$HELPERS/syscalls" dwrite=$f:4:65536 || fail "cannot write $f"
tool biolatency -c "$HELPERS/syscalls dread=$f:4:65536"
dev=$(df --output=source "$dir" | tail -1)
title=$(grep -m1 '^  device .* R, latency (us):$' "$TMPDIR/out") || fail "no read histogram: $(cat "$TMPDIR/out")"
expect_range "reads in the histogram" 4 100000 "$(hist_total "$title")"
exit 0
