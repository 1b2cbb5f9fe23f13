#!/bin/bash
# ASSERTION: a probe whose macro a function has twice (an inlined helper)
# is one probe with two places: it fires at each, with each place's own
# argument operands, at -O0 and -O2.
. ../lib.sh
command -v gcc > /dev/null || { echo "needs gcc to build the program that uses the header"; exit 77; }
"$DTRACE" -h -s myapp.d -o "$TMPDIR/myapp.h" || fail "dtrace -h"
for o in -O0 -O2; do
	gcc -Wall -Wextra -Werror $o -I"$TMPDIR" -o "$TMPDIR/app" myapp.c || fail "gcc $o"
	n=$(readelf -n "$TMPDIR/app" | grep -c 'Name: query-start')
	[ "$n" -ge 3 ] || fail "$o: expected 3 query-start notes (fire, twice x2), found $n"
	"$DTRACE" -q -c "$TMPDIR/app twice" -n 'myapp$target:::query-start { printf("%s %s %d\n", probefunc, copyinstr(arg0), arg1); }' \
		> "$TMPDIR/out" 2> "$TMPDIR/err" || fail "$o: status $?: $(cat "$TMPDIR/err")"
	expect_eq "$o: both places" "twice first 1
twice second 2" "$(grep -v '^$' "$TMPDIR/out")"
	"$DTRACE" -l -c "$TMPDIR/app twice" -n 'myapp$target::twice:query-start' > "$TMPDIR/list" 2>&1 ||
		fail "$o: -l: $(cat "$TMPDIR/list")"
	expect_eq "$o: one probe" 1 "$(grep -c 'twice *query-start' "$TMPDIR/list")"
done
exit 0
