#!/bin/bash
# ASSERTION: pagefaults.d counts the target's page faults: 20 blocks of
# 1 MB, each mmap()ed by malloc and touched once, are at least 20 write
# faults by the target, counted for its PID and name and by function.
. ../lib.sh
. ./tk.sh

tool pagefaults -c "$HELPERS/mallocs 1000000:20"
expect_range "faults of mallocs" 20 1000 "$(rows '$2 == "mallocs" && NF == 3 { print $3 }')"
expect_range "write faults" 20 1000 "$(sed -n 's/^write faults: //p' "$TMPDIR/out")"
expect_range "faults by function" 20 1000 "$(rows '$1 ~ /`/ && NF == 2 { s += $2 } END { print s + 0 }')"
exit 0
