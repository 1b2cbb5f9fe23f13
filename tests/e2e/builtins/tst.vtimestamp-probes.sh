#!/bin/bash
# ASSERTION: the sched:::on-cpu program that makes vtimestamp exact is not
# one of the program's probes: -l lists only the description's probe, and
# a run reports one probe matched and prints nothing for on-cpu.
. ../lib.sh
out=$("$DTRACE" -l -n 'syscall::getppid:entry { trace(vtimestamp); }' 2>&1) || fail "-l: $out"
expect_eq "-l lines" 2 "$(wc -l <<<"$out")"
expect_eq "-l probe" "syscall getppid entry" "$(tail -n +2 <<<"$out" | awk '{ print $2, $4, $5 }')"
"$DTRACE" -c "$HELPERS/syscalls getppid=3" \
	-n 'syscall::getppid:entry /pid == $target/ { trace(vtimestamp > 0); }' \
	> "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
grep -q "matched 1 probe$" "$TMPDIR/err" || fail "not 1 probe matched: $(cat "$TMPDIR/err")"
expect_eq "getppid lines with vtimestamp > 0" 3 "$(grep -c 'getppid:entry  *1$' "$TMPDIR/out")"
expect_eq "on-cpu lines" 0 "$(grep -c 'on-cpu' "$TMPDIR/out")"
exit 0
