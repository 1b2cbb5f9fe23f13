#!/bin/bash
# ASSERTION: 120 lquantize() aggregations of 60 different ranges in one
# clause, keyed and key-less: their maps, in aggregation sets of a few
# value sizes (padded), each hold and give back their own histogram,
# updated twice: the value's bucket counts 2.
. ../lib.sh
prog='BEGIN {'
for i in $(seq 0 59); do
	prog="$prog @m$i[$i] = lquantize($i, 0, $((i + 2)), 1); @m$i[$i] = lquantize($i, 0, $((i + 2)), 1);"
	prog="$prog @l$i = lquantize($((i + 1)), 0, $((i + 2)), 1); @l$i = lquantize($((i + 1)), 0, $((i + 2)), 1);"
done
prog="$prog exit(0); }"
timeout 20 "$DTRACE" -q -x oformat=json -n "$prog" > "$TMPDIR/out" 2> "$TMPDIR/err" ||
	fail "status $?: $(cat "$TMPDIR/err")"
expect_eq "aggregation items" 120 "$(grep -c '"name":"AGGREGATION"' "$TMPDIR/out")"
for i in $(seq 0 59); do
	grep -q "\"aggregation-name\":\"m$i\",\"aggregation-data\":\[{\"keys\":\[$i\],\"buckets\":\[[^]]*{\"value\":$i,\"count\":2}" "$TMPDIR/out" ||
		fail "@m$i: $(grep "\"m$i\"" "$TMPDIR/out" | head -1)"
	grep -q "\"aggregation-name\":\"l$i\",\"aggregation-data\":\[{\"keys\":\[\],\"buckets\":\[[^]]*{\"value\":$((i + 1)),\"count\":2}" "$TMPDIR/out" ||
		fail "@l$i: $(grep "\"l$i\"" "$TMPDIR/out" | head -1)"
done
# only the value's bucket counts
expect_eq "counts other than 0 and 2" "" "$(grep -o '"count":[0-9]*' "$TMPDIR/out" | grep -v -e ':0$' -e ':2$' | head -3)"
exit 0
