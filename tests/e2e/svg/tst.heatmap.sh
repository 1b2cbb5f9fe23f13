#!/bin/bash
# ASSERTION: -x heatmap=FILE with -x heatmapinterval=200ms draws each
# quantize()/lquantize() aggregation as a column per 200 ms: a process
# sleeping 10 ms at a time for 2 s gives about 10 columns, nearly all with
# cells, most of the count in the [8388608, 16777216) ns bucket (row 87
# of quantize), and the cells add up to every event aggregated: the same
# total in each file, the aggregation that clear() empties every 300 ms
# included, and equal to a count() of the same events.
. ../lib.sh
cd "$TMPDIR" || fail "no $TMPDIR"
"$DTRACE" -q -x heatmap=h.svg -x heatmapinterval=200ms -n '
syscall::clock_nanosleep:entry /pid == $target/ { self->t = timestamp; }
syscall::clock_nanosleep:return /self->t/ {
	@lat = quantize(timestamp - self->t);
	@c = quantize(timestamp - self->t);
	@l = lquantize((timestamp - self->t) / 1000000, 0, 50, 5);
	@n = count();
	self->t = 0;
}
tick-300ms { clear(@c); }
tick-2s { exit(0); }
END { printa("total %@d\n", @n); }' -c "$HELPERS/sleeper 10" > out 2> err ||
	fail "status $?: $(cat err)"
total=$(sed -n 's/^total //p' out)
expect_range "events" 100 200 "$total"
for f in h.svg h-c.svg h-l.svg; do
	"$TESTDIR/svg.py" heat $f > $f.txt || fail "$f is not XML: $(cat err)"
	cols=$(awk '$1 == "columns" { print $2 }' $f.txt)
	expect_range "$f: columns" 9 12 "$cols"
	filled=$(awk '$1 == "cell" { print $2 }' $f.txt | sort -u | wc -l)
	expect_range "$f: columns with cells" $((cols - 2)) "$cols" "$filled"
	expect_eq "$f: sum of the cells" "$total" "$(awk '$1 == "cell" { s += $4 } END { print s }' $f.txt)"
done
ls | grep -q '^h-n' && fail "count() drawn as a heat map"
in87=$(awk '$1 == "cell" && $3 == 87 { s += $4 } END { print s + 0 }' h.svg.txt)
[ $((in87 * 2)) -gt "$total" ] || fail "only $in87 of $total in the 8388608 bucket: $(cat h.svg.txt)"
grep -q '^dtrace: heat map' err && fail "messages under -q: $(cat err)"
exit 0
