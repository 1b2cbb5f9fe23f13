#!/bin/bash
# ASSERTION: a pid probe on an IFUNC of a library the process has not
# loaded yet (libm's cos, before dlopen(), which dtrace itself does not
# link) fires for every call once it is loaded, entry and return, named
# cos in libm.so.6.
. ../lib.sh
readelf --dyn-syms -W /lib/x86_64-linux-gnu/libm.so.6 2>/dev/null | grep -q ' IFUNC .* cos@@' ||
	fail "libm's cos is not an IFUNC here: the test needs another function"
"$DTRACE" -q -c "$HELPERS/dl 5 cos" -n '
pid$target:libm.so.6:cos:entry { @[probemod, probefunc, probename] = count(); }
pid$target:libm*:cos:return { @[probemod, probefunc, probename] = count(); }' > "$TMPDIR/out" 2> "$TMPDIR/err" ||
	fail "status $?: $(cat "$TMPDIR/err")"
expect_eq "counts" "libm.so.6 cos entry 5
libm.so.6 cos return 5" "$(awk 'NF == 4 { print $1, $2, $3, $4 }' "$TMPDIR/out" | sort)"
exit 0
