#!/bin/bash
# ASSERTION: an aggregation whose key is stack() in one clause and
# ustack() in another (and the two in either order in a tuple) folds each
# entry's stacks by what each holds: user frames first, then the kernel's
# marked _[k], whichever key position holds which; a stack() entry alone
# is kernel frames only, a ustack() entry user frames only.
. ../lib.sh
cd "$TMPDIR" || fail "no $TMPDIR"
"$DTRACE" -q -x oformat=folded -n '
syscall::getppid:entry /pid == $target/ { @a[stack()] = count(); @b[stack(), ustack(3)] = count(); }
syscall::getppid:entry /pid == $target/ { @a[ustack()] = count(); @b[ustack(2), stack()] = count(); }' \
	-c "$HELPERS/stacks" > out 2> err || fail "status $?: $(cat err)"
expect_eq "lines" 4 "$(grep -c . out)"
# each line: its kinds in order (u: a user frame, k: a kernel frame), squeezed
awk '{
	n = split($1, f, ";"); s = ""
	for (i = 1; i <= n; i++) { c = f[i] ~ /_\[k\]$/ ? "k" : "u"; if (c != last) s = s c; last = c }
	last = ""; print s, $2
}' out | sort > kinds
expect_eq "kinds" "k 1
u 1
uk 1
uk 1" "$(cat kinds)"
grep -q '^stacks`_start;.*;stacks`level3;libc.so.6`syscall 1$' out || fail "user entry: $(cat out)"
grep -q '^stacks`level3;libc.so.6`syscall;vmlinux`.*do_syscall_64_\[k\];' out ||
	fail "ustack(3), stack(): $(cat out)"
grep -q '^stacks`level2;stacks`level3;libc.so.6`syscall;vmlinux`' out || fail "stack(), ustack(3): $(cat out)"
exit 0
