#!/bin/bash
# ASSERTION: at a system call ucaller is the call in the function that
# called libc's syscall() (stacks is built without frame pointers, and
# syscall() keeps none): found by the walk in the kernel, which needs
# may_goto (6.9). Elsewhere the frame-pointer chain cannot find it, and
# the test skips saying so.
. ../lib.sh
# the walk in the kernel needs may_goto (6.9), which came with the arena map type
grep -qa BPF_MAP_TYPE_ARENA /sys/kernel/btf/vmlinux ||
	{ echo "SKIP: this kernel has no may_goto (6.9): ucaller at a system call is not unwound in the kernel"; exit 77; }
"$DTRACE" -q -c "$HELPERS/stacks" -n 'syscall::getppid:entry /pid == $target/ { printf("getppid <- %A\n", ucaller); }' \
	> "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
expect_eq "ucaller" 'getppid <- stacks`level3+0x10' "$(grep getppid "$TMPDIR/out")"
exit 0
