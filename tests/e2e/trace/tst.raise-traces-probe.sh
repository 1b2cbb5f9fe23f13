#!/bin/bash
# ASSERTION: raise() and stop() are actions that trace their probe: a
# clause holding nothing else prints the probe's default line, one per
# firing, as DTrace's does (and nothing under -q). raise(SIGWINCH), which
# the target ignores, lets it run on to its end.
. ../lib.sh
"$DTRACE" -w -c "$HELPERS/sdtprobes 3" -n 'sdtp$target:::args { raise(SIGWINCH); }' > "$TMPDIR/out" 2> "$TMPDIR/err" ||
	fail "status $?: $(cat "$TMPDIR/err")"
n=$(grep -c ':args *$' "$TMPDIR/out")
[ "$n" = 3 ] || fail "want 3 probe lines, got $n: $(cat "$TMPDIR/out")"
"$DTRACE" -q -w -c "$HELPERS/sdtprobes 3" -n 'sdtp$target:::args { raise(SIGWINCH); }' > "$TMPDIR/out" 2> "$TMPDIR/err" ||
	fail "quiet: status $?: $(cat "$TMPDIR/err")"
grep -q ':args' "$TMPDIR/out" && fail "quiet printed a probe line: $(cat "$TMPDIR/out")"
grep -q '^gated' "$TMPDIR/out" || fail "the target did not run to its end: $(cat "$TMPDIR/out")"
exit 0
