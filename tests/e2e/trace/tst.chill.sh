#!/bin/bash
# ASSERTION: chill(ns) spins the CPU for ns nanoseconds (bpf_loop(),
# Linux 5.17; refused before, naming it), and traces its probe as DTrace's
# does; a CPU chills at most 500 ms a second, as in illumos: a chill past
# that, or of a negative time, is an illegal operation (ERROR's arg4 is
# DTRACEFLT_ILLOP) and does not spin.
. ../lib.sh
if ! "$DTRACE" -e -w -n 'BEGIN { chill(1); }' 2> "$TMPDIR/err"; then
	grep -q 'chill( ) needs bpf_loop( ) (Linux 5.17 and later)' "$TMPDIR/err" ||
		fail "refused without naming bpf_loop(): $(cat "$TMPDIR/err")"
	echo "SKIP: this kernel has no bpf_loop() (Linux 5.17): chill( ) is refused"
	exit 77
fi
t0=$(date +%s%N)
"$DTRACE" -w -n 'BEGIN { chill(200000000); exit(0); }' > "$TMPDIR/out" 2> "$TMPDIR/err" ||
	fail "status $?: $(cat "$TMPDIR/err")"
t1=$(date +%s%N)
expect_range "ms dtrace took around chill(200 ms)" 200 100000 $(( (t1 - t0) / 1000000 ))
grep -q ':BEGIN *$' "$TMPDIR/out" || fail "no BEGIN line traced: $(cat "$TMPDIR/out")"
# 3 x 200 ms in one firing: the third is past the 500 ms of this second
"$DTRACE" -q -w -n '
BEGIN { chill(200000000); n = 1; chill(200000000); n = 2; chill(200000000); n = 3; }
ERROR { printf("fault %d after %d\n", arg4, n); exit(0); }' > "$TMPDIR/out" 2> "$TMPDIR/err" ||
	fail "budget: status $?: $(cat "$TMPDIR/err")"
expect_eq "the chill past 500 ms in a second" "fault 3 after 2" "$(cat "$TMPDIR/out")"
grep -q 'illegal operation' "$TMPDIR/err" || fail "no illegal operation reported: $(cat "$TMPDIR/err")"
"$DTRACE" -q -w -n '
BEGIN { chill(-1); n = 1; }
ERROR { printf("fault %d after %d\n", arg4, n); exit(0); }' > "$TMPDIR/out" 2> "$TMPDIR/err" ||
	fail "negative: status $?: $(cat "$TMPDIR/err")"
expect_eq "a negative chill" "fault 3 after 0" "$(cat "$TMPDIR/out")"
exit 0
