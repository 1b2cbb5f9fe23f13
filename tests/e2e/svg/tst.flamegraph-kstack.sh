#!/bin/bash
# ASSERTION: with both stack() and ustack() in the key (in either order),
# the kernel frames (class k) sit on top of the user frames (class u): the
# user stack runs from _start to libc's syscall(), and the kernel stack of
# the system call continues above it, starting at the outermost kernel
# frame (the system call entry). An aggregation without a stack key is not
# drawn.
. ../lib.sh
cd "$TMPDIR" || fail "no $TMPDIR"
"$DTRACE" -q -x flamegraph=k.svg -n '
syscall::getppid:entry /pid == $target/ { @[stack(), ustack()] = count(); @n = count(); }' \
	-c "$HELPERS/stacks" > out 2> err || fail "status $?: $(cat err)"
[ -s k.svg ] || fail "no k.svg: $(cat err)"
ls | grep -q '^k-' && fail "more files than one: $(ls)"
"$TESTDIR/svg.py" flame k.svg > k.txt || fail "k.svg is not XML"
# depth:class:name of every frame, in order from the root
frames=$(awk -F'\t' '{ sub(/ \(.*/, "", $4); print $1 ":" $2 ":" $4 }' k.txt)
user=$(echo "$frames" | awk -F: '$2 == "u"' | sed 's/^[0-9]*:u://')
expect_eq "user frames from main" "stacks\`main
stacks\`level1
stacks\`level2
stacks\`level3
libc.so.6\`syscall" "$(echo "$user" | sed -n '/`main$/,$p')"
top_user=$(echo "$frames" | awk -F: '$2 == "u" { d = $1 } END { print d }')
low_kernel=$(echo "$frames" | awk -F: '$2 == "k" { print $1; exit }')
[ -n "$low_kernel" ] || fail "no kernel frames: $frames"
expect_eq "first kernel frame right above the last user frame" $((top_user + 1)) "$low_kernel"
echo "$frames" | awk -F: -v d="$low_kernel" '$1 >= d && $2 != "k" { exit 1 }' ||
	fail "a user frame above a kernel frame: $frames"
echo "$frames" | grep -q ":k:vmlinux\`entry_SYSCALL_64" || fail "no system call entry frame: $frames"
# every frame holds the one call
awk -F'\t' '$4 !~ / \(1, 100.00%\)$/ { exit 1 }' k.txt || fail "values: $(cat k.txt)"
exit 0
