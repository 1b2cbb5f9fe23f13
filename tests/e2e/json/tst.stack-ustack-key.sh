#!/bin/bash
# ASSERTION: -x oformat=json prints an aggregation keyed by stack() in one
# clause and ustack() in another with each entry's frames as its own kind
# names them: the kernel entry's all module`symbol+offset of the kernel
# (vmlinux), the user entry's symbolized against the traced process
# (level3, level2, level1, main, in order), the kernel's first.
. ../lib.sh
cd "$TMPDIR" || fail "no $TMPDIR"
"$DTRACE" -q -x oformat=json -n '
syscall::getppid:entry /pid == $target/ { @[stack()] = count(); }
syscall::getppid:entry /pid == $target/ { @[ustack()] = count(); }' \
	-c "$HELPERS/stacks" > out 2> err || fail "status $?: $(cat err)"
# one line per entry: its frames, comma-separated, without offsets
grep -o '"keys":\[\[[^]]*\]\]' out | sed -e 's/^"keys":\[\[//' -e 's/\]\]$//' -e 's/"//g' \
	-e 's/+0x[0-9a-f]*//g' > entries
expect_eq "entries" 2 "$(grep -c . entries)"
kernel=$(sed -n 1p entries)
user=$(sed -n 2p entries)
[ -n "$kernel" ] && ! echo "$kernel" | tr ',' '\n' | grep -qv '^vmlinux`' || fail "kernel entry: $kernel"
echo "$kernel" | grep -q 'vmlinux`do_syscall_64' || fail "kernel entry: $kernel"
echo "$user" | grep -q 'stacks`level3,stacks`level2,stacks`level1,stacks`main' || fail "user entry: $user"
echo "$user" | grep -q 'vmlinux`' && fail "kernel frames in the user entry: $user"
exit 0
