#!/bin/bash
# ASSERTION: the preprocessor's options work the same in every form:
# -C and -x cpp, -D and -x define, -U and -x undef, -I and -x incdir, -H
# and -x cpphdrs, -X and -x stdc (a, c, s, t; others refused);
# __SUNW_D_VERSION follows -x version (DTrace's major << 24 | minor << 12
# | micro); from within a D program they are refused, in DTrace's words.
. ../lib.sh
command -v cpp > /dev/null || { echo "SKIP: no cpp"; exit 77; }
mkdir -p "$TMPDIR/inc"
echo '#define FROM_HEADER 7' > "$TMPDIR/inc/opt.h"
cat > "$TMPDIR/p.d" <<'D'
#include <opt.h>
#ifndef GONE
BEGIN { printf("%d %d 0x%x\n", VALUE, FROM_HEADER, __SUNW_D_VERSION); exit(0); }
#endif
D
run() {
	out=$(timeout 20 "$DTRACE" -q "$@" -s "$TMPDIR/p.d" 2>"$TMPDIR/err")
	st=$?
}
run -C -D VALUE=3 -U GONE -I "$TMPDIR/inc"
expect_eq "status of the flags" 0 $st
expect_eq "the flags" "3 7 0x2000000" "$out"
run -x cpp -x define=VALUE=3 -x undef=GONE -x incdir="$TMPDIR/inc"
expect_eq "status of the options" 0 $st
expect_eq "the options" "3 7 0x2000000" "$out"
run -C -x define=VALUE=4 -I "$TMPDIR/inc" -x version=1.6.3
expect_eq "__SUNW_D_VERSION of 1.6.3" "4 7 0x1006003" "$out"
for std in a c s t; do
	run -C -X $std -D VALUE=5 -x incdir="$TMPDIR/inc"
	expect_eq "-X $std" "5 7 0x2000000" "$out"
	run -C -x stdc=$std -D VALUE=5 -x incdir="$TMPDIR/inc"
	expect_eq "-x stdc=$std" "5 7 0x2000000" "$out"
done
# -H / cpphdrs: cpp lists the header it read
run -C -x cpphdrs -D VALUE=1 -I "$TMPDIR/inc"
grep -q 'opt.h' "$TMPDIR/err" || fail "-x cpphdrs: no header listed: $(cat "$TMPDIR/err")"
# refusals: the flag's words, then the option's
run -X x
expect_eq "-X x" "dtrace: failed to set -X x: Invalid value for specified option" "$(cat "$TMPDIR/err")"
expect_eq "status of -X x" 1 $st
run -x stdc=X
expect_eq "-x stdc=X" "dtrace: failed to set -x stdc: Invalid value for specified option" "$(cat "$TMPDIR/err")"
run -C -x cpppath=/nonexistent/cpp -D VALUE=1
[ $st = 1 ] || fail "-x cpppath=/nonexistent/cpp: status $st"
grep -q '/nonexistent/cpp' "$TMPDIR/err" || fail "-x cpppath: $(cat "$TMPDIR/err")"
for o in cpp cpphdrs define=X undef=X incdir=/tmp stdc=a cpppath=cpp; do
	printf '#pragma D option %s\nBEGIN { exit(0); }\n' "$o" > "$TMPDIR/q.d"
	out=$(timeout 20 "$DTRACE" -q -s "$TMPDIR/q.d" 2>&1)
	[ $? = 1 ] || fail "#pragma D option $o accepted"
	case $out in
	*"Option cannot be used from within a D program") ;;
	*) fail "#pragma D option $o: $out" ;;
	esac
done
exit 0
