#!/bin/bash
# ASSERTION: hotkernel.d samples kernel functions on every CPU: while the
# target makes getppid() calls for half a second, samples land in kernel
# functions (printed as vmlinux`name, without offsets); with "mod", by
# module: vmlinux.
. ../lib.sh
. ./tk.sh

tool hotkernel -c "$HELPERS/syscalls getppid=300000"
expect_eq "header" "FUNCTION COUNT" "$(head -1 "$TMPDIR/out" | tr -s ' ')"
expect_range "samples in vmlinux functions" 10 100000 "$(rows '$1 ~ /^vmlinux`[A-Za-z_]/ { s += $2 } END { print s + 0 }')"
expect_eq "rows with offsets" 0 "$(count_rows '$1 ~ /\+0x/')"
tool hotkernel -c "$HELPERS/syscalls getppid=300000" mod
expect_range "samples in vmlinux" 10 100000 "$(rows '$1 == "vmlinux" { print $2 }')"
exit 0
