#!/bin/bash
# ASSERTION: -x oformat=json with -o FILE writes the JSON lines to FILE
# (appending, as text output does), nothing to stdout; stderr keeps the
# human "matched" line. Every line of the file is JSON (python3 -m
# json.tool, a line at a time).
. ../lib.sh
. "$TESTDIR/jsonl.sh"
f=$TMPDIR/out.json
for i in 1 2; do
	stdout=$("$DTRACE" -x oformat=json -o "$f" -n 'BEGIN { printf("run %d\n", 1); @c["k"] = count(); exit(0); }' \
		2>"$TMPDIR/err") || fail "dtrace failed: $(cat "$TMPDIR/err")"
	expect_eq "stdout with -o" "" "$stdout"
	expect_eq "stderr with -o" "dtrace: description 'BEGIN ' matched 1 probe" "$(cat "$TMPDIR/err")"
done
jsonl < "$f" > "$TMPDIR/masked"
one='{"timestamp":T,"cpu":C,"id":1,"provider":"dtrace","module":"","function":"","name":"BEGIN","output":[{"message":"run 1\n"},{"value":1},{"exit":0}]}
{"timestamp":T,"cpu":-1,"id":-1,"provider":"dtrace","module":"INTERNAL","function":"INTERNAL","name":"AGGREGATION","output":[{"aggregation-name":"c","aggregation-data":[{"keys":["k"],"count":1}]}]}'
expect_eq "the -o file after two runs" "$one
$one" "$(cat "$TMPDIR/masked")"
exit 0
