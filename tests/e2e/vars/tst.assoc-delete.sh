#!/bin/bash
# ASSERTION: storing 0 into an associative array element deletes it and
# frees its space: with a small dynvarsize, 2000 elements kept alive
# overflow it (reported as "dtrace: N dynamic variable drops"), while
# 2000 elements each deleted right after being stored never do.
. ../lib.sh
"$DTRACE" -q -x dynvarsize=4k -c "$HELPERS/syscalls getppid=2000" -n '
BEGIN { n = 0; }
syscall::getppid:entry /pid == $target/ { a[n] = 1; n++; }
END { printf("n=%d\n", n); }' > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "kept: status $?"
expect_eq "kept: stdout" "n=2000" "$(cat "$TMPDIR/out")"
grep -Eq '^dtrace: [0-9]+ dynamic variable drops?$' "$TMPDIR/err" ||
	fail "2000 live elements fit in dynvarsize=4k: no drops reported ($(cat "$TMPDIR/err"))"

"$DTRACE" -q -x dynvarsize=4k -c "$HELPERS/syscalls getppid=2000" -n '
BEGIN { n = 0; }
syscall::getppid:entry /pid == $target/ { a[n] = 1; a[n] = 0; n++; }
END { printf("n=%d\n", n); }' > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "deleted: status $?"
expect_eq "deleted: stdout" "n=2000" "$(cat "$TMPDIR/out")"
expect_eq "deleted: stderr" "" "$(cat "$TMPDIR/err")"
exit 0
