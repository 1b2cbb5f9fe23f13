#!/bin/bash
# ASSERTION: statsnoop.d shows the target's stats: stat(1) of an existing
# file succeeds (ERR 0) and of a missing one fails with ENOENT (2); with
# "fail", only the failure.
. ../lib.sh
. ./tk.sh

missing=$TMPDIR/tk-no-such-file
tool statsnoop -c "stat /etc/hostname $missing"
expect_eq "header" "PID COMM SYSCALL ERR PATH" "$(head -1 "$TMPDIR/out" | tr -s ' ' | sed 's/^ //')"
expect_range "stat of /etc/hostname" 1 3 "$(count_rows '$2 == "stat" && $4 == 0 && $5 == "/etc/hostname"')"
expect_range "stat of the missing file" 1 3 "$(count_rows '$2 == "stat" && $4 == 2 && $5 == "'"$missing"'"')"
tool statsnoop -c "stat /etc/hostname $missing" fail
expect_eq "failures only: successes" 0 "$(count_rows '$2 == "stat" && $3 ~ /stat/ && $4 == 0')"
expect_range "failures only: the missing file" 1 3 "$(count_rows '$4 == 2 && $5 == "'"$missing"'"')"
exit 0
