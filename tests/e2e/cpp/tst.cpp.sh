#!/bin/bash
# ASSERTION: -C runs the script through the C preprocessor: #include
# "file" finds the script's neighbours, #include <file> the -I
# directories, -D and -U define and undefine, DTrace's __SUNW_D is
# predefined, #! lines are no trouble; -H lists the headers read on
# stderr; errors name the file and line they are on (a header's, or the
# script's after a header); without cpp the error says it is missing.
. ../lib.sh
command -v cpp > /dev/null || { echo "needs cpp (the C preprocessor)"; exit 77; }
out=$("$DTRACE" -C -q -I inc -s cpp.d 2> "$TMPDIR/err") || fail "status $?: $(cat "$TMPDIR/err")"
expect_eq "defaults" "hello 2 42 1" "$out"
out=$("$DTRACE" -C -q -I inc -D VALUE=5 -DEXTRA -s cpp.d 2> "$TMPDIR/err") || fail "-D: $(cat "$TMPDIR/err")"
expect_eq "-D" "hello 10 42 1
extra" "$out"
out=$("$DTRACE" -C -q -I inc -DEXTRA -UEXTRA -s cpp.d 2> "$TMPDIR/err") || fail "-U: $(cat "$TMPDIR/err")"
expect_eq "-U" "hello 2 42 1" "$out"
# from another directory: "defs.h" is still found next to the script
out=$(cd "$TMPDIR" && "$DTRACE" -C -q -I "$TESTDIR/inc" -s "$TESTDIR/cpp.d" 2> "$TMPDIR/err") ||
	fail "from elsewhere: $(cat "$TMPDIR/err")"
expect_eq "quoted include from elsewhere" "hello 2 42 1" "$out"

"$DTRACE" -C -H -q -I inc -s cpp.d > /dev/null 2> "$TMPDIR/err" || fail "-H: $(cat "$TMPDIR/err")"
grep -q '^\. .*defs\.h$' "$TMPDIR/err" || fail "-H did not list defs.h: $(cat "$TMPDIR/err")"
grep -q '^\. inc/limits\.h$' "$TMPDIR/err" || fail "-H did not list inc/limits.h: $(cat "$TMPDIR/err")"

# without -C, #include is an error
"$DTRACE" -e -s cpp.d 2> "$TMPDIR/err" && fail "#include without -C compiled"
grep -q 'D_PRAGCTL_INVAL\|invalid control directive: #include' "$TMPDIR/err" || fail "without -C: $(cat "$TMPDIR/err")"

# errors point into the header, and at the script's own lines after it
"$DTRACE" -C -e -x diag=caret -I inc -s cpperr.d 2> "$TMPDIR/err" && fail "bad.h compiled"
grep -q '^inc/bad.h:4:[0-9]*: error: ' "$TMPDIR/err" || fail "header error: $(cat "$TMPDIR/err")"
"$DTRACE" -C -e -I inc -s cpperr.d 2> "$TMPDIR/err" && fail "bad.h compiled"
grep -q 'inc/bad.h.*line 4' "$TMPDIR/err" || fail "header error (compatible format): $(cat "$TMPDIR/err")"
sed 's/^inline int broken.*//' inc/bad.h > "$TMPDIR/bad.h"
"$DTRACE" -C -e -x diag=caret -I "$TMPDIR" -DHERE -s cpperr.d 2> "$TMPDIR/err" && fail "x = 1 + compiled"
grep -q '^cpperr.d:6:[0-9]*: error: .*syntax error' "$TMPDIR/err" || fail "script error: $(cat "$TMPDIR/err")"
grep -qF '    6 | 	x = 1 +;' "$TMPDIR/err" || fail "the caret line is not the script's: $(cat "$TMPDIR/err")"

# the headers a script included are not units of their own: each -s/-n is reported once
"$DTRACE" -C -I inc -s cpp.d -n 'BEGIN {}' > /dev/null 2> "$TMPDIR/err" || fail "-s and -n: $(cat "$TMPDIR/err")"
expect_eq "matched lines" "dtrace: script 'cpp.d' matched 1 probe
dtrace: description 'BEGIN ' matched 1 probe" "$(grep matched "$TMPDIR/err")"

# no cpp: a plain error naming it
PATH=/nonexistent "$DTRACE" -C -e -s cpp.d 2> "$TMPDIR/err" && fail "compiled without cpp"
grep -q 'cpp' "$TMPDIR/err" || fail "the error does not name cpp: $(cat "$TMPDIR/err")"
exit 0
