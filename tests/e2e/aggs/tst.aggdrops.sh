#!/bin/bash
# ASSERTION: when an aggregation outgrows aggsize, the updates that did not
# fit are counted and reported as "dtrace: N aggregation drops on CPU n";
# the entries printed plus the drops account for every update.
. ../lib.sh
"$DTRACE" -q -x aggsize=4k -c "$HELPERS/syscalls getppid=3000" -n '
BEGIN { n = 0; }
syscall::getppid:entry /pid == $target/ { @[n++] = count(); }' > "$TMPDIR/out" 2> "$TMPDIR/err" ||
	fail "status $?: $(cat "$TMPDIR/err")"
grep -Eq '^dtrace: [0-9]+ aggregation drops? on CPU [0-9]+$' "$TMPDIR/err" ||
	fail "no aggregation drops reported: $(head -3 "$TMPDIR/err")"
dropped=$(sed -En 's/^dtrace: ([0-9]+) aggregation drops? on CPU [0-9]+$/\1/p' "$TMPDIR/err" | awk '{ s += $1 } END { print s + 0 }')
printed=$(grep -Ec '^ +[0-9]+ +1$' "$TMPDIR/out")
[ "$printed" -gt 0 ] || fail "nothing printed"
expect_eq "entries printed + updates dropped" 3000 $((printed + dropped))
exit 0
