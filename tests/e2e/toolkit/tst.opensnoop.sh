#!/bin/bash
# ASSERTION: opensnoop.d shows the target's opens: a successful one with
# its descriptor and errno 0, a failed one with FD -1 and ENOENT (2); with
# "fail" only the failures.
. ../lib.sh
. ./tk.sh

missing=$TMPDIR/tk-no-such-file
tool opensnoop -c "$HELPERS/syscalls open=/etc/hostname open=$missing"
expect_eq "header" "UID PID COMM FD ERR PATH" "$(head -1 "$TMPDIR/out" | tr -s ' ' | sed 's/^ //')"
expect_eq "the open that worked" "syscalls 0 /etc/hostname" \
	"$(rows '$NF == "/etc/hostname" && $4 >= 3 { print $3, $5, $6 }')"
expect_eq "the open that failed" "syscalls -1 2 $missing" \
	"$(rows '$NF == "'"$missing"'" { print $3, $4, $5, $6 }')"

tool opensnoop -c "$HELPERS/syscalls open=/etc/hostname open=$missing" fail
expect_eq "failures only: /etc/hostname" 0 "$(count_rows '$NF == "/etc/hostname"')"
expect_eq "failures only: the missing file" 1 "$(count_rows '$NF == "'"$missing"'" && $5 == 2')"
expect_eq "failures only: a success" 0 "$(count_rows 'NR > 1 && $5 == 0')"
exit 0
