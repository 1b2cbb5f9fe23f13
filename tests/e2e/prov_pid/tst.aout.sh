#!/bin/bash
# ASSERTION: the DESIGN's one-liner as written,
#   dtrace -n 'pid$target:a.out::entry { @[probefunc] = count(); }' -c ./target
# counts every call of every function of the program (a.out names the
# executable), from _start on: -c holds the target at its first
# instruction.
. ../lib.sh
"$DTRACE" -n 'pid$target:a.out::entry { @[probefunc] = count(); }' -c "$HELPERS/ualloc" \
	> "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
grep -Eq "description 'pid\\\$target:a.out::entry ' matched [0-9]+ probes" "$TMPDIR/err" || fail "stderr: $(cat "$TMPDIR/err")"
expect_eq "calls" "_start 1
deep1 1
deep2 1
deep3 1
deep4 3
main 1
on_signal 1
shallow 3
tail_callee 1
tail_caller 1" "$(awk 'NF == 2 && $1 ~ /^(_start|main|deep[0-9]|shallow|tail_.*|on_signal)$/ { print $1, $2 }' "$TMPDIR/out" | sort)"
exit 0
