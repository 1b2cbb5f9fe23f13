#!/bin/bash
# ASSERTION: -a and -A (DTrace's anonymous tracing) fail at once with
# status 2 and say why: it needs DTrace's kernel driver.
. ../lib.sh
for opt in -a -A; do
	"$DTRACE" $opt -n 'BEGIN { exit(0); }' > "$TMPDIR/out" 2> "$TMPDIR/err"
	st=$?
	expect_eq "$opt status" 2 "$st"
	grep -q "^dtrace: $opt is not supported: anonymous tracing needs DTrace's kernel driver" "$TMPDIR/err" ||
		fail "$opt: $(cat "$TMPDIR/err")"
	[ -s "$TMPDIR/out" ] && fail "$opt printed on stdout"
done
exit 0
