#!/bin/bash
# ASSERTION: errinfo.d shows the target's failed system calls with the
# errno's name and meaning (two opens of a missing file: ENOENT); with
# "count", the same counted: 2.
. ../lib.sh
. ./tk.sh

missing=$TMPDIR/tk-no-such-file
tool errinfo -c "$HELPERS/syscalls open=$missing open=/etc/hostname open=$missing"
expect_eq "failed opens" "syscalls openat 2 ENOENT No such file or directory
syscalls openat 2 ENOENT No such file or directory" \
	"$(rows '$1 == "syscalls" { $2 = ""; print }' | tr -s ' ')"
tool errinfo -c "$HELPERS/syscalls open=$missing open=/etc/hostname open=$missing" count
expect_eq "counted" "syscalls openat 2 ENOENT 2" "$(rows '$1 == "syscalls"' | tr -s ' ')"
exit 0
