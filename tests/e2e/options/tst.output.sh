#!/bin/bash
# ASSERTION: -o FILE sends the trace output to FILE (appending), not to
# stdout; the matched-probes line still goes to stderr.
. ../lib.sh
f=$TMPDIR/out.txt
for i in 1 2; do
	stdout=$("$DTRACE" -o "$f" -n 'BEGIN { printf("run\n"); exit(0); }' 2>"$TMPDIR/err") || fail "dtrace failed"
	expect_eq "stdout with -o" "" "$stdout"
	expect_eq "stderr with -o" "dtrace: description 'BEGIN ' matched 1 probe" "$(cat "$TMPDIR/err")"
done
# two runs appended: header, record line with the printf, blank lines
n=$(grep -c ':BEGIN run$' "$f")
expect_eq "records in the -o file" 2 "$n"
expect_eq "headers in the -o file" 2 "$(grep -c '^CPU     ID                    FUNCTION:NAME$' "$f")"
exit 0
