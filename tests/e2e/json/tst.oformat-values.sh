#!/bin/bash
# ASSERTION: oformat takes text (the default: DTrace's output, byte for
# byte), json or folded; any other value is refused, by -x and by #pragma D
# option, with a message naming the values, before anything runs.
. ../lib.sh
prog='BEGIN { printf("%d\n", 7); exit(0); }'
expect_eq "-x oformat=text" "7" "$("$DTRACE" -q -x oformat=text -n "$prog")"
expect_eq "default" "7" "$("$DTRACE" -q -n "$prog")"
for v in xml html JSON json,pretty ''; do
	out=$("$DTRACE" -q -x "oformat=$v" -n "$prog" 2>&1)
	st=$?
	[ $st != 0 ] || fail "oformat=$v accepted"
	expect_eq "-x oformat=$v" "dtrace: failed to set -x oformat: Invalid value for specified option (oformat is text, json or folded)" "$out"
done
printf '#pragma D option oformat=xml\n%s\n' "$prog" > "$TMPDIR/p.d"
out=$("$DTRACE" -q -s "$TMPDIR/p.d" 2>&1)
[ $? != 0 ] || fail "#pragma D option oformat=xml accepted"
expect_eq "#pragma D option oformat=xml" "dtrace: failed to compile script $TMPDIR/p.d: line 1: failed to set option 'oformat' to 'xml': Invalid value for specified option (oformat is text, json or folded)" "$out"
exit 0
