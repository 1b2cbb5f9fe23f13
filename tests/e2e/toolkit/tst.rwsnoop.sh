#!/bin/bash
# ASSERTION: rwsnoop.d shows each read and write of the target with its
# size, descriptor and file: reading a 10000-byte file 4096 bytes at a
# time (4096, 4096, 1808, then 0 at the end), and two 10-byte writes to
# /dev/null.
. ../lib.sh
. ./tk.sh

f=$TMPDIR/tk-data
head -c 10000 /dev/zero > "$f"
tool rwsnoop -c "$HELPERS/syscalls readfile=$f:4096 write=2:10"
expect_eq "header" "PID COMM D BYTES FD FILE" "$(head -1 "$TMPDIR/out" | tr -s ' ' | sed 's/^ //')"
expect_eq "reads" "4096 4096 1808 0" \
	"$(rows '$2 == "syscalls" && $3 == "R" && $5 == 44 && $6 == "'"$f"'" { printf "%s ", $4 }' | sed 's/ $//')"
expect_eq "writes" "10 10" \
	"$(rows '$2 == "syscalls" && $3 == "W" && $5 == 43 && $6 == "/dev/null" { printf "%s ", $4 }' | sed 's/ $//')"
exit 0
