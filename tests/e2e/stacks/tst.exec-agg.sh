#!/bin/bash
# ASSERTION: a ustack() key of a process that has exec'd another program
# since its unwind tables were made (the -c shell, then `stacks`) is not
# walked with the old program's tables, even without address space
# randomization (setarch -R), where both programs and their stacks are at
# the same addresses: the kernel does not walk it with the old program's
# table (pcs it does not map, another start_stack or program file) and
# sends it raw, the runtime reads the new mappings at once (not its stale
# ones), and the frames are the new program's, in order.
. ../lib.sh
printf '#!/bin/sh\nexec %s\n' "$HELPERS/stacks" > "$TMPDIR/ex.sh"
chmod +x "$TMPDIR/ex.sh"
"$DTRACE" -q -n 'syscall::getppid:entry /pid == $target/ { @[execname, ustack()] = count(); }' \
	-c "setarch -R $TMPDIR/ex.sh" > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
# the key of the program after exec: its frames, then its count
expect_eq "stacks' frames after exec" "stacks\`level3
stacks\`level2
stacks\`level1
stacks\`main
1" "$(awk '/^ +stacks +$/ { on = 1; next } on && /^ +[^ ]+ +$/ { on = 0 } on' "$TMPDIR/out" |
	grep -aE 'stacks`(level|main)|^ +[0-9]+$' | sed -E 's/^ +//; s/\+0x[0-9a-f]+$//')"
exit 0
