#!/bin/bash
# ASSERTION: with a tiny buffer and a burst of records, dtrace reports the
# records it lost as "dtrace: N drops on CPU n" on stderr, and the
# records it did get are intact; it still exits 0.
. ../lib.sh
"$DTRACE" -q -x bufsize=4k -c "$HELPERS/syscalls getppid=200000" -n '
syscall::getppid:entry /pid == $target/ { printf("%s %d\n", execname, 12345); }' \
	> "$TMPDIR/out" 2> "$TMPDIR/err"
st=$?
[ $st = 0 ] || fail "status $st: $(tail -3 "$TMPDIR/err")"
grep -Eq '^dtrace: [0-9]+ drops? on CPU [0-9]+$' "$TMPDIR/err" || fail "no drops reported: $(head -3 "$TMPDIR/err")"
got=$(grep -c '^syscalls 12345$' "$TMPDIR/out")
bad=$(grep -v '^syscalls 12345$' "$TMPDIR/out" | grep -vc '^$')
expect_eq "garbled records" 0 "$bad"
dropped=$(sed -En 's/^dtrace: ([0-9]+) drops? on CPU [0-9]+$/\1/p' "$TMPDIR/err" | awk '{ s += $1 } END { print s + 0 }')
expect_eq "records printed + records dropped" 200000 $((got + dropped))
exit 0
