#!/bin/bash
# ASSERTION: ucalls.d counts the program's function calls: with calls=5,
# tk_outer, tk_middle, tk_inner and tk_leaf are each called 5 times and
# main once; each has a total time, tk_outer's at least tk_middle's (it
# calls it).
. ../lib.sh
. ./tk.sh

tool ucalls -c "$HELPERS/tkwork calls=5" a.out
calls() { awk -v f="$1" '$3 == "CALLS" { on = 1; next } $3 ~ /TOTAL/ { on = 0 } on && $2 == f { print $3 }' "$TMPDIR/out"; }
total() { awk -v f="$1" '$3 ~ /TOTAL/ { on = 1; next } on && $2 == f { print $3 }' "$TMPDIR/out"; }
for f in tk_outer tk_middle tk_inner tk_leaf; do
	expect_eq "calls of $f" 5 "$(calls $f)"
done
expect_eq "calls of main" 1 "$(calls main)"
outer=$(total tk_outer)
middle=$(total tk_middle)
expect_range "tk_outer's time (us)" "$middle" 10000000 "$outer"
exit 0
