#!/bin/bash
# ASSERTION: freopen(path) sends the output that follows to path, appended
# to what it held; the path may be a printf format or a variable;
# freopen("") goes back to the -o file; ftruncate() empties the current
# output file and the output goes on in it (END's too); a path that cannot
# be opened is reported and the output stays where it was; freopen() needs
# -w (destructive).
. ../lib.sh
echo "old" > "$TMPDIR/one"
"$DTRACE" -w -q -o "$TMPDIR/main" -n '
BEGIN { printf("before\n"); freopen("'"$TMPDIR"'/one"); printf("in one\n"); freopen("'"$TMPDIR"'/t%s", "wo");
    printf("in two\n"); freopen(""); printf("back\n"); this->p = "'"$TMPDIR"'/three"; freopen(this->p); printf("x\n"); }
BEGIN { printf("truncated\n"); ftruncate(); printf("after\n"); freopen("/nonexistent/dir/f"); printf("stays\n"); exit(0); }
END { printf("end\n"); }' 2> "$TMPDIR/err" || fail "dtrace failed: $(cat "$TMPDIR/err")"
expect_eq "-o file" "before
back" "$(cat "$TMPDIR/main")"
expect_eq "appended" "old
in one" "$(cat "$TMPDIR/one")"
expect_eq "format" "in two" "$(cat "$TMPDIR/two")"
expect_eq "truncated" "after
stays
end" "$(grep -v '^$' "$TMPDIR/three")"
grep -q "failed to open /nonexistent/dir/f for output" "$TMPDIR/err" || fail "no error: $(cat "$TMPDIR/err")"
"$DTRACE" -q -n 'BEGIN { freopen("/tmp/x"); }' 2> "$TMPDIR/err2" && fail "freopen without -w ran"
grep -q "freopen( ) is a destructive action" "$TMPDIR/err2" || fail "no D_DESTRUCT: $(cat "$TMPDIR/err2")"
exit 0
