#!/bin/bash
# ASSERTION: the DESIGN's one-liner as written,
#   dtrace -n 'pid$target::malloc:entry { @[ustack()] = count(); }' -c ./target
# aggregates every malloc() of a program built -O2 without frame pointers
# by its user stack, each frame from malloc to main the function the call
# really went through, in order: several depths, a function inlined into
# main (no frame of its own), a tail call (the caller's frame is gone), and
# a signal handler (through the kernel's signal frame and raise()).
. ../lib.sh
"$DTRACE" -n 'pid$target::malloc:entry { @[ustack()] = count(); }' -c "$HELPERS/ualloc" \
	> "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
grep -q "matched 1 probe" "$TMPDIR/err" || fail "stderr: $(cat "$TMPDIR/err")"
grep -q "FUNCTION:NAME" "$TMPDIR/out" && fail "aggregating printed records: $(head -3 "$TMPDIR/out")"
expect_eq "call chains" "1 libc.so.6\`malloc ualloc\`deep4 ualloc\`deep3 ualloc\`deep2 ualloc\`deep1 ualloc\`main ualloc\`_start
2 libc.so.6\`malloc ualloc\`deep4 ualloc\`main ualloc\`_start
1 libc.so.6\`malloc ualloc\`on_signal libc.so.6\`raise ualloc\`main ualloc\`_start
3 libc.so.6\`malloc ualloc\`shallow ualloc\`main ualloc\`_start
1 libc.so.6\`malloc ualloc\`tail_callee ualloc\`main ualloc\`_start" \
	"$(awk -v prog=ualloc -f "$TESTDIR/chains.awk" "$TMPDIR/out" | sort -k2)"
# nothing between malloc and the program's frames but what the chain says
awk '/libc.so.6`malloc$/ { getline; print $1 }' "$TMPDIR/out" | sed -E 's/\+0x[0-9a-f]+$//' | sort -u > "$TMPDIR/callers"
expect_eq "malloc's callers" "ualloc\`deep4
ualloc\`on_signal
ualloc\`shallow
ualloc\`tail_callee" "$(cat "$TMPDIR/callers")"
exit 0
