#!/bin/bash
# ASSERTION: iotop.d 1 3 prints three one-second summaries and exits; the
# 256 KiB the target reads with O_DIRECT show in a row with its PID, name
# and R (in one interval, or split over two).
. ../lib.sh
. ./tk.sh

dir=$(disk_dir) || { echo "no disk-backed directory for block I/O"; exit 77; }
f=$dir/dtrace-tk-iotop.$$
trap 'rm -f "$f"' EXIT
"$HELPERS/syscalls" dwrite=$f:4:65536 || fail "cannot write $f"
"$HELPERS/syscalls" sleep=700 dread=$f:4:65536 pid 2> "$TMPDIR/pid" &
tool iotop 1 3
wait
pid=$(sed -n 's/^pid //p' "$TMPDIR/pid")
expect_eq "summaries" 3 "$(count_rows '$1 == "UID" && $NF == "BYTES"')"
expect_eq "bytes read by the target" 262144 \
	"$(rows '$2 == '"$pid"' && $4 == "syscalls" && $6 == "R" { s += $7 } END { print s + 0 }')"
exit 0
