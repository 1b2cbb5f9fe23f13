#!/bin/bash
# ASSERTION: associative arrays reached through sets of maps (70 in one
# clause) keep DTrace's behaviour at their limits: elements past
# dynvarsize are dynamic variable drops, reported, and a bad pointer read
# from an element faults as an ERROR, the clause going no further and
# the next one running.
. ../lib.sh
stores=''
for i in $(seq 0 69); do stores="$stores v$i[n] = $i + 1;"; done
"$DTRACE" -q -x dynvarsize=4k -c "$HELPERS/syscalls getppid=500" -n "
BEGIN { n = 0; }
syscall::getppid:entry /pid == \$target/ { $stores n++; }
END { printf(\"n=%d %d %d\\n\", n, v0[0], v69[0]); }" > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "drops: status $?"
expect_eq "drops: stdout" "n=500 1 70" "$(cat "$TMPDIR/out")"
grep -Eq '^dtrace: [0-9]+ dynamic variable drops?$' "$TMPDIR/err" ||
	fail "500 elements of 70 arrays fit in dynvarsize=4k: no drops reported ($(cat "$TMPDIR/err"))"

"$DTRACE" -q -n "
BEGIN { n = 0; $stores p[0] = (int *)8; }
BEGIN { trace(*p[0]); printf(\"not reached\\n\"); }
BEGIN { printf(\"%d %d\\n\", v5[0], v69[0]); exit(0); }" > "$TMPDIR/out" 2> "$TMPDIR/err"
expect_eq "fault: stdout" "6 70" "$(cat "$TMPDIR/out")"
grep -Eq '^dtrace: error on enabled probe ID [0-9]+ \(ID [0-9]+: dtrace:::BEGIN\): invalid address \(0x8\) in action #2' "$TMPDIR/err" ||
	fail "fault: $(cat "$TMPDIR/err")"
exit 0
