#!/bin/bash
# ASSERTION: hotuser.d samples the target's user functions: a target
# spinning in main for 600 ms has main as its hottest function, with as
# many samples as its CPU time says (1001 Hz, within a factor of two for
# a busy machine), nearly all in user code; with "lib", the samples are
# counted by module (the program's name).
. ../lib.sh
. ./tk.sh

tool hotuser -c "$HELPERS/syscalls spin=600 cpu"
cpu=$(awk '$1 == "cpu_ms" { print $2 }' "$TMPDIR/out")
lo=$((cpu * 1001 / 2000)) hi=$((cpu * 1001 * 2 / 1000 + 10))
expect_eq "hottest function" 'syscalls`main' "$(rows 'NF == 2 && $2 ~ /^[0-9]+$/ { f = $1 } END { print f }')"
expect_range "samples in main ($cpu ms of CPU)" $lo $hi "$(rows '$1 == "syscalls`main" { print $2 }')"
user=$(sed -n 's/^samples in user code: \([0-9]*\) of \([0-9]*\)$/\1/p' "$TMPDIR/out")
expect_range "samples in user code" $lo $hi "$user"
tool hotuser -c "$HELPERS/syscalls spin=600 cpu" lib
cpu=$(awk '$1 == "cpu_ms" { print $2 }' "$TMPDIR/out")
lo=$((cpu * 1001 / 2000)) hi=$((cpu * 1001 * 2 / 1000 + 10))
expect_eq "hottest module" syscalls "$(rows 'NF == 2 && $2 ~ /^[0-9]+$/ { f = $1 } END { print f }')"
expect_range "samples in the program ($cpu ms of CPU)" $lo $hi "$(rows '$1 == "syscalls" { print $2 }')"
exit 0
