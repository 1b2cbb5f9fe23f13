#!/bin/bash
# ASSERTION: pid probes of a process that has gone (one this test ran and
# reaped) are refused with DTrace's D_PROC_GRAB, whatever the rest of the
# description (a function, every entry, an address) and with -Z too:
# -Z allows descriptions that match nothing, not processes that are not
# there. -l says the same. pid0 is D_PROC_BADPID.
. ../lib.sh
/bin/true &
dead=$!
wait $dead
kill -0 $dead 2>/dev/null && fail "pid $dead is still there"
for d in "pid$dead:::entry" "pid$dead::malloc:entry" "pid$dead:a.out:-:0x1000"; do
	for z in "" -Z; do
		"$DTRACE" -x errtags $z -n "$d" > "$TMPDIR/out" 2> "$TMPDIR/err"
		st=$?
		expect_eq "$d $z: status" 1 $st
		expect_eq "$d $z" "dtrace: invalid probe specifier $d: [D_PROC_GRAB] failed to grab process $dead" "$(cat "$TMPDIR/err")"
	done
done
"$DTRACE" -l -n "pid$dead:::entry" > "$TMPDIR/out" 2> "$TMPDIR/err"
expect_eq "-l: status" 1 $?
expect_eq "-l" "dtrace: invalid probe specifier pid$dead:::entry: failed to grab process $dead" "$(cat "$TMPDIR/err")"
"$DTRACE" -n 'pid0:::entry' > "$TMPDIR/out" 2> "$TMPDIR/err"
expect_eq "pid0: status" 1 $?
expect_eq "pid0" "dtrace: invalid probe specifier pid0:::entry: 'pid0' does not contain a valid pid" "$(cat "$TMPDIR/err")"
exit 0
