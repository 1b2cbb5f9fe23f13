#!/bin/bash
# ASSERTION: jstack() is ustack() with DTrace's jstack defaults: frames of
# code a JIT made (a JVM's, as any other) are named from the process's
# /tmp/perf-PID.map, as Java frames are by a perf map agent; jstack(N)
# keeps N frames, -x jstackframes sets the default (not -x
# ustackframes), and a jstack() key prints with printa's %k.
. ../lib.sh
"$DTRACE" -q -x ustackframes=1 -n 'syscall::getppid:entry /pid == $target/ {
	printf("pid %d\n", pid); jstack(); printf("two\n"); jstack(2);
	@[jstack()] = count(); }
	END { printa("%k%@d\n", @); }' \
	-c "$HELPERS/jit" > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
target=$(awk '/^pid / { print $2 }' "$TMPDIR/out")
[ -n "$target" ] && rm -f "/tmp/perf-$target.map"
# frames AFTER: the frames of the stack printed after the line AFTER, without offsets
frames() {
	awk -v after="$1" '$0 ~ after { on = 1; next } on && /`/ { n++; print $1; next } on && n { exit }' \
		"$TMPDIR/out" | sed -E 's/\+0x[0-9a-f]+$//'
}
expect_eq "jstack()" "[jit]\`jitted_getppid
jit\`run_jit
jit\`main" "$(frames '^pid ' | grep -E '^(\[jit\]|jit)`' | grep -v _start)"
expect_eq "jstack(2)" "[jit]\`jitted_getppid
jit\`run_jit" "$(frames '^two$')"
"$DTRACE" -q -x jstackframes=2 -n 'syscall::getppid:entry /pid == $target/ { jstack(); }' \
	-c "$HELPERS/jit" > "$TMPDIR/out2" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
expect_eq "-x jstackframes=2" "2" "$(grep -c '`' "$TMPDIR/out2")"
# the aggregation's key: its frames, then the count
grep -q '^ *\[jit\]`jitted_getppid' "$TMPDIR/out" || fail "no jstack() key printed: $(cat "$TMPDIR/out")"
exit 0
