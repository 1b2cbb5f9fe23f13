#!/bin/bash
# ASSERTION: stacks of a process that execs another program are named
# from the program it runs when the probe fires: the shell's own stacks
# first (its mappings read then), then after exec the new program's
# (its mappings read again on the first address the old ones lack).
. ../lib.sh
printf '#!/bin/sh\nexec %s\n' "$HELPERS/stacks" > "$TMPDIR/ex.sh"
chmod +x "$TMPDIR/ex.sh"
"$DTRACE" -q -n 'syscall::getppid:entry /pid == $target/ { printf("in %s\n", execname); ustack(); }' \
	-c "$TMPDIR/ex.sh" > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
expect_eq "stacks' frames after exec" "stacks\`level3
stacks\`level2
stacks\`level1
stacks\`main" "$(awk '/^in stacks/ { on = 1; next } /^in / { on = 0 } on && NF == 1 { print $1 }' "$TMPDIR/out" |
	sed -E 's/\+0x[0-9a-f]+$//' | grep '^stacks`' | grep -v _start)"
exit 0
