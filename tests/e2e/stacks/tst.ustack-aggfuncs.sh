#!/bin/bash
# ASSERTION: every aggregating function keyed by ustack() (unwound in the
# kernel, or by the consumer from a raw stack) gives what the same
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
# clear() in END: the values, then the keys with 0 (the kernel
# keeps updating while the consumer clears, so a clear() mid-run would race)
for key in 'ustack(1)' 1; do
	"$DTRACE" -q -n "pid\$target::malloc:entry { @[$key] = count(); } END { printa(@); clear(@); printa(@); }" \
		-c "$target" > "$TMPDIR/$key" 2> "$TMPDIR/err" || fail "clear: $(cat "$TMPDIR/err")"
done
expect_eq "clear()" "8
0" "$(norm < "$TMPDIR/1")"
expect_eq "clear() keyed by ustack()" "8
0" "$(norm < "$TMPDIR/ustack(1)")"
exit 0
