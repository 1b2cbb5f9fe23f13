#!/bin/bash
# ASSERTION: ustackdepth works in predicates, keys, trace(), printf() and
# arithmetic, and grows by exactly the call depth of a target built without
# frame pointers (ustackdepth.d says how).
. ../lib.sh
# the walk in the kernel needs may_goto (6.9), which came with the arena map type
grep -qa BPF_MAP_TYPE_ARENA /sys/kernel/btf/vmlinux ||
	{ echo "SKIP: this kernel has no may_goto (6.9): user stacks are unwound in userspace"; exit 77; }
"$DTRACE" -q -s ustackdepth.d -c "$HELPERS/udepth" > "$TMPDIR/out" 2> "$TMPDIR/err" ||
	fail "status $?: $(cat "$TMPDIR/err")"
expect_eq "output" "1 3
5 11
20 41
60 121
depth 1: 1
depth 5: 1
depth 20: 1
depth 60: 1
exact 4
deeper than 10: 2" "$(cat "$TMPDIR/out")"
exit 0
