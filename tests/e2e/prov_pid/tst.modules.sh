#!/bin/bash
# ASSERTION: a pid probe's module is named by basename (libc.so.6), or
# without its version (libc.so) or .so (libc), or by a glob (libc*), or
# as a.out for the program itself; probemod is the basename whatever the
# description said. A module the process does not have matches nothing.
. ../lib.sh
for m in libc.so.6 libc.so libc 'libc*'; do
	out=$("$DTRACE" -q -n "pid\$target:$m:malloc:entry /arg0 == 300000/ { printf(\"%s %s\\n\", probemod, probefunc); }" \
		-c "$HELPERS/ualloc" 2> "$TMPDIR/err") || fail "$m: status $?: $(cat "$TMPDIR/err")"
	expect_eq "module $m" "libc.so.6 malloc" "$out"
done
out=$("$DTRACE" -q -n 'pid$target:a.out:deep4:entry { printf("%s %s\n", probemod, probefunc); exit(0); }' \
	-c "$HELPERS/ualloc" 2> "$TMPDIR/err") || fail "a.out: status $?: $(cat "$TMPDIR/err")"
expect_eq "a.out" "a.out deep4" "$out"
"$DTRACE" -n 'pid$target:libc.so.7:malloc:entry' -c "$HELPERS/ualloc" > /dev/null 2> "$TMPDIR/err" &&
	fail "libc.so.7 matched"
grep -q "does not match any probes" "$TMPDIR/err" || fail "libc.so.7: $(cat "$TMPDIR/err")"
exit 0
