#!/bin/bash
# ASSERTION: iosnoop.d shows each block I/O the target issues: its four
# 64 KiB O_DIRECT writes are W rows of 65536 bytes (at least four: a
# device may split a request) on one device, with the target's PID and
# name and a latency; its reads of them, R rows.
. ../lib.sh
. ./tk.sh

dir=$(disk_dir) || { echo "no disk-backed directory for block I/O"; exit 77; }
f=$dir/dtrace-tk-iosnoop.$$
trap 'rm -f "$f"' EXIT
tool iosnoop -c "$HELPERS/syscalls dwrite=$f:4:65536 dread=$f:4:65536 pid"
pid=$(sed -n 's/^pid //p' "$TMPDIR/err")
expect_eq "header" "DEVICE RW BLOCK BYTES LAT(us) PID COMM" "$(head -1 "$TMPDIR/out" | tr -s ' ')"
expect_range "64 KiB writes" 4 8 "$(count_rows '$2 == "W" && $4 == 65536 && $6 == '"$pid"' && $7 == "syscalls"')"
expect_range "64 KiB reads" 4 8 "$(count_rows '$2 == "R" && $4 == 65536 && $6 == '"$pid"' && $7 == "syscalls"')"
expect_eq "devices" 1 "$(rows '$4 == 65536 && $6 == '"$pid"' { print $1 }' | sort -u | wc -l)"
expect_eq "rows without a latency" 0 "$(count_rows '$6 == '"$pid"' && $5 !~ /^[0-9]+$/')"
exit 0
