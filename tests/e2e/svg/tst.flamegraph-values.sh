#!/bin/bash
# ASSERTION: a flame graph's widths come from any aggregating function:
# a histogram's total count, avg()'s average, stddev()'s count; a script
# with no stack-keyed aggregation says so; a file that cannot be written
# is reported by name and the exit status is 1; #pragma D option sets
# flamegraph as -x does.
. ../lib.sh
cd "$TMPDIR" || fail "no $TMPDIR"
cat > v.d <<'D'
#pragma D option flamegraph=v.svg
pid$target::leaf:entry
{
	@q[ustack()] = quantize(arg0);
	@a[ustack()] = avg(arg0);
	@d[ustack()] = stddev(arg0);
}
D
"$DTRACE" -q -s v.d -c "$HELPERS/udepth 3 3 3 5" > out 2> err || fail "status $?: $(cat err)"
leaves() {
	"$TESTDIR/svg.py" flame "$1" | awk -F'\t' '$4 ~ /`leaf / { print $4 }' | sort
}
expect_eq "quantize: counts" "udepth\`leaf (1, 25.00%)
udepth\`leaf (3, 75.00%)" "$(leaves v.svg)"
expect_eq "avg: the averages" "udepth\`leaf (3, 37.50%)
udepth\`leaf (5, 62.50%)" "$(leaves v-a.svg)"
expect_eq "stddev: counts" "udepth\`leaf (1, 25.00%)
udepth\`leaf (3, 75.00%)" "$(leaves v-d.svg)"

"$DTRACE" -q -x flamegraph=n.svg -n 'BEGIN { @ = count(); @k[1] = sum(2); exit(0); }' > out 2> err ||
	fail "no stack: status $?: $(cat err)"
expect_eq "no stack" "dtrace: -x flamegraph: no aggregation with a stack() or ustack() key to draw" "$(cat err)"
[ -e n.svg ] && fail "n.svg written"

"$DTRACE" -q -x flamegraph=nodir/f.svg -n 'BEGIN { @[ustack()] = count(); exit(0); }' > out 2> err
expect_eq "unwritable: status" 1 $?
grep -q "^dtrace: flame graph of @: cannot write 'nodir/f.svg': No such file or directory$" err ||
	fail "unwritable: $(cat err)"
exit 0
