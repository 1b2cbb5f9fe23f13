#!/bin/bash
# ASSERTION: -x oformat=json gives each of 70 aggregations of one clause
# (reached through aggregation sets) its own item, with its own value.
. ../lib.sh
prog='BEGIN {'
for i in $(seq 0 69); do prog="$prog @a$i[$i] = sum($i); @a$i[$i] = sum(1);"; done
prog="$prog exit(0); }"
timeout 20 "$DTRACE" -q -x oformat=json -n "$prog" > "$TMPDIR/out" 2> "$TMPDIR/err" ||
	fail "status $?: $(cat "$TMPDIR/err")"
expect_eq "aggregation items" 70 "$(grep -c '"name":"AGGREGATION"' "$TMPDIR/out")"
for i in $(seq 0 69); do
	grep -q "\"aggregation-name\":\"a$i\",\"aggregation-data\":\[{\"keys\":\[$i\],\"sum\":$((i + 1))}\]" "$TMPDIR/out" ||
		fail "@a$i: $(grep "\"a$i\"" "$TMPDIR/out" | head -1)"
done
exit 0
