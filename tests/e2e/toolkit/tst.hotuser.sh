#!/bin/bash
# ASSERTION: hotuser.d samples the target's user functions: a target
# spinning in main for 600 ms has main as its hottest function, and most
# of its samples in user code; with "lib", the samples are counted by
# module (the program's name).
. ../lib.sh
. ./tk.sh

tool hotuser -c "$HELPERS/syscalls spin=600"
expect_eq "hottest function" 'syscalls`main' "$(rows 'NF == 2 && $2 ~ /^[0-9]+$/ { f = $1 } END { print f }')"
expect_range "samples in main" 30 1000 "$(rows '$1 == "syscalls`main" { print $2 }')"
user=$(sed -n 's/^samples in user code: \([0-9]*\) of \([0-9]*\)$/\1/p' "$TMPDIR/out")
expect_range "samples in user code" 30 1000 "$user"
tool hotuser -c "$HELPERS/syscalls spin=600" lib
expect_eq "hottest module" syscalls "$(rows 'NF == 2 && $2 ~ /^[0-9]+$/ { f = $1 } END { print f }')"
expect_range "samples in the program" 30 1000 "$(rows '$1 == "syscalls" { print $2 }')"
exit 0
