#!/bin/bash
# ASSERTION: storing 0 into an associative array element or a thread-local
# that holds a struct deletes it, as for scalars: it reads as zeros again,
# and with a small dynvarsize 2000 struct elements each deleted right
# after being stored never overflow it, where kept alive they do.
. ../lib.sh
"$DTRACE" -q -n '
struct pt { int x; int y; };
struct pt p;
BEGIN { p.x = 1; p.y = 2; a[1] = p; a[2] = p; self->s = p; a[1] = 0; self->s = 0;
	printf("%d %d %d %d\n", a[1].x, a[2].y, self->s.x, self->s.y); exit(0); }' > "$TMPDIR/out" 2> "$TMPDIR/err" ||
	fail "status $?: $(cat "$TMPDIR/err")"
expect_eq "values" "0 2 0 0" "$(cat "$TMPDIR/out")"

prog='struct pt { int x; int y; };
struct pt p;
BEGIN { n = 0; p.x = 1; }
syscall::getppid:entry /pid == $target/ { a[n] = p; DELETE n++; }
END { printf("n=%d\n", n); }'
"$DTRACE" -q -x dynvarsize=4k -c "$HELPERS/syscalls getppid=2000" -n "${prog/DELETE/}" \
	> "$TMPDIR/out" 2> "$TMPDIR/err" || fail "kept: status $?"
expect_eq "kept: stdout" "n=2000" "$(cat "$TMPDIR/out")"
grep -Eq '^dtrace: [0-9]+ dynamic variable drops?$' "$TMPDIR/err" ||
	fail "2000 live struct elements fit in dynvarsize=4k: no drops reported ($(cat "$TMPDIR/err"))"
"$DTRACE" -q -x dynvarsize=4k -c "$HELPERS/syscalls getppid=2000" -n "${prog/DELETE/a[n] = 0;}" \
	> "$TMPDIR/out" 2> "$TMPDIR/err" || fail "deleted: status $?"
expect_eq "deleted: stdout" "n=2000" "$(cat "$TMPDIR/out")"
expect_eq "deleted: stderr" "" "$(cat "$TMPDIR/err")"
exit 0
