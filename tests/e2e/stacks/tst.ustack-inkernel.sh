#!/bin/bash
# ASSERTION: @[ustack()] = count() on the -c process is unwound in the
# kernel with its CFI tables, made before it runs: with a ring buffer that
# holds at most one raw stack (8 KB), no update is dropped, and every one
# of 20000 calls of f() is counted once under the call chain the program
# really has (main -> loop_a -> loop_b -> f, -O2 without frame pointers).
. ../lib.sh
# the walk in the kernel needs may_goto (6.9), which came with the arena map type
grep -qa BPF_MAP_TYPE_ARENA /sys/kernel/btf/vmlinux ||
	{ echo "SKIP: this kernel has no may_goto (6.9): user stacks are unwound in userspace"; exit 77; }
"$DTRACE" -q -b 16k -n 'pid$target::f:entry { @[ustack()] = count(); }' \
	-c "$HELPERS/ucall_bench 20000" > "$TMPDIR/out" 2> "$TMPDIR/err" ||
	fail "status $?: $(cat "$TMPDIR/err")"
grep -q drops "$TMPDIR/err" && fail "stacks went raw: $(cat "$TMPDIR/err")"
expect_eq "frames and count" "ucall_bench\`f
ucall_bench\`loop_b
ucall_bench\`loop_a
ucall_bench\`main
20000" "$(grep -aE 'ucall_bench`(f|loop_|main)|^ +[0-9]+$' "$TMPDIR/out" | sed -E 's/^ +//; s/\+0x[0-9a-f]+$//')"
exit 0
