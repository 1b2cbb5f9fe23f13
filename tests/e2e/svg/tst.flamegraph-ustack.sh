#!/bin/bash
# ASSERTION: -x flamegraph=FILE draws every aggregation with a ustack()
# key: stacks merge from the outermost caller (main -> rec -> rec -> rec,
# then leaf for 3 of the 4 calls and two more rec for the fourth), widths
# are proportional to the values (count() and sum() alike), other keys
# become grey root frames (escaped: a key holding < & > still gives valid
# XML), and the second aggregation goes to FILE-NAME.svg.
. ../lib.sh
cd "$TMPDIR" || fail "no $TMPDIR"
"$DTRACE" -x flamegraph=f.svg -n '
pid$target::leaf:entry { @[ustack()] = count(); @s["<a&b>", ustack()] = sum(arg0); }' \
	-c "$HELPERS/udepth 3 3 3 5" > out 2> err || fail "status $?: $(cat err)"
grep -q '^dtrace: flame graph of @ written to f.svg (2 stacks)$' err || fail "no message: $(cat err)"
grep -q '^dtrace: flame graph of @s written to f-s.svg (2 stacks)$' err || fail "no message: $(cat err)"
"$TESTDIR/svg.py" flame f.svg > f.txt || fail "f.svg is not XML"
"$TESTDIR/svg.py" flame f-s.svg > s.txt || fail "f-s.svg is not XML"

# the frames from main up, as depth:name (value, share)
main=$(awk -F'\t' '$4 ~ /`main / { print $1 }' f.txt)
expect_range "depth of main" 2 6 "$main"
expect_eq "frames above main" "$((main + 1)):udepth\`rec (4, 100.00%)
$((main + 2)):udepth\`rec (4, 100.00%)
$((main + 3)):udepth\`rec (4, 100.00%)
$((main + 4)):udepth\`leaf (3, 75.00%)
$((main + 4)):udepth\`rec (1, 25.00%)
$((main + 5)):udepth\`rec (1, 25.00%)
$((main + 6)):udepth\`leaf (1, 25.00%)" "$(awk -F'\t' -v m="$main" '$1 > m { print $1 ":" $4 }' f.txt)"
awk -F'\t' -v m="$main" '$1 > m && $2 != "u" { exit 1 }' f.txt || fail "a user frame not of class u"
# widths: all spans the graph; the leaf 3 times as wide as the deeper one
w_all=$(awk -F'\t' '$1 == 0 { print $3 }' f.txt)
expect_eq "width of all" 1180.00 "$w_all"
ratio=$(awk -F'\t' -v m="$main" '$4 ~ /leaf/ { w[$1 - m] = $3 } END { printf "%.3f", w[4] / w[6] }' f.txt)
expect_eq "leaf widths 3:1" 3.000 "$ratio"

# sum(arg0): 3 + 3 + 3 = 9 against 5; the string key is the first frame
expect_eq "key frame" "1	key	1180.00	<a&b> (14, 100.00%)" "$(awk -F'\t' '$1 == 1' s.txt)"
grep -q '&lt;a&amp;b&gt;' f-s.svg || fail "key not escaped"
expect_eq "leaves of the sum" "udepth\`leaf (5, 35.71%)
udepth\`leaf (9, 64.29%)" "$(awk -F'\t' '$4 ~ /leaf/ { print $4 }' s.txt | sort)"
exit 0
