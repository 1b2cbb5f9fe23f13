#!/bin/bash
# ASSERTION: a frame in code made at run time is named from the process's
# /tmp/perf-PID.map, as JITs publish their code; the stack goes on
# through it (it keeps a frame pointer, and has no CFI) into the
# program's frames, named from its ELF symbols and unwound with CFI.
. ../lib.sh
"$DTRACE" -q -n 'syscall::getppid:entry /pid == $target/ { printf("pid %d\n", pid); ustack(); }' \
	-c "$HELPERS/jit" > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
target=$(awk '/^pid / { print $2 }' "$TMPDIR/out")
[ -n "$target" ] && rm -f "/tmp/perf-$target.map"
expect_eq "frames" "[jit]\`jitted_getppid
jit\`run_jit
jit\`main" "$(awk 'NF == 1 && /`/ { print $1 }' "$TMPDIR/out" | sed -E 's/\+0x[0-9a-f]+$//' | grep -E '^(\[jit\]|jit)`' | grep -v _start)"
exit 0
