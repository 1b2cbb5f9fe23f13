#!/bin/bash
# ASSERTION: every aggregating function keyed by ustack() (updated by the
# consumer after unwinding, not in the kernel) gives what the same
# function gives under an ordinary key for the same values: count, sum,
# avg, min, max, stddev, quantize, lquantize, llquantize, and with an
# increment; and clear() empties it as it empties any aggregation.
. ../lib.sh
target="$HELPERS/mallocs 1000:3 300000:1 7:2 40000:2"
norm() { # drop the keys (frames; the constant 1), keep the values
	grep -v '`' | sed -E 's/^ +1 +(-?[0-9]+)$/\1/; /^ +1$/d; s/^ +//; /^$/d'
}
for f in 'count()' 'sum(arg0)' 'avg(arg0)' 'min(arg0)' 'max(arg0)' 'stddev(arg0)' 'quantize(arg0)' \
	'quantize(arg0, 3)' 'lquantize(arg0, 0, 400000, 50000)' 'llquantize(arg0, 10, 0, 6, 10)'; do
	"$DTRACE" -q -n "pid\$target::malloc:entry { @[ustack(1)] = $f; }" -c "$target" > "$TMPDIR/u" 2> "$TMPDIR/err" ||
		fail "$f keyed by ustack(): $(cat "$TMPDIR/err")"
	"$DTRACE" -q -n "pid\$target::malloc:entry { @[1] = $f; }" -c "$target" > "$TMPDIR/k" 2> "$TMPDIR/err" ||
		fail "$f: $(cat "$TMPDIR/err")"
	[ -s "$TMPDIR/k" ] || fail "$f: no output"
	expect_eq "$f" "$(norm < "$TMPDIR/k")" "$(norm < "$TMPDIR/u")"
done
"$DTRACE" -q -n 'pid$target::malloc:entry { @[ustack(1)] = count(); }
pid$target::malloc:entry /arg0 == 300000/ { clear(@); }' -c "$target" > "$TMPDIR/u" 2> "$TMPDIR/err" ||
	fail "clear: $(cat "$TMPDIR/err")"
expect_eq "after clear(): the mallocs of 7 and 40000" 4 "$(norm < "$TMPDIR/u")"
exit 0
