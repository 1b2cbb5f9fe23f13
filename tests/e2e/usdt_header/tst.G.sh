#!/bin/bash
# ASSERTION: dtrace -G -s provider.d objects... (DTrace's link step)
# succeeds and writes an ELF object with nothing in it, so existing build
# rules keep working: the program links with it and its probes (notes
# placed by the -h header) fire as before. Without -o the object is the
# script's name with .o; a missing object file is an error.
. ../lib.sh
command -v gcc > /dev/null || { echo "needs gcc to build the program that uses the header"; exit 77; }
"$DTRACE" -h -s myapp.d -o "$TMPDIR/myapp.h" || fail "dtrace -h"
gcc -Wall -Wextra -Werror -O2 -I"$TMPDIR" -c -o "$TMPDIR/app.o" myapp.c || fail "gcc -c"
"$DTRACE" -G -s myapp.d -o "$TMPDIR/probes.o" "$TMPDIR/app.o" 2> "$TMPDIR/err" ||
	fail "dtrace -G: status $?: $(cat "$TMPDIR/err")"
grep -q 'nothing in it' "$TMPDIR/err" || fail "no note on stderr: $(cat "$TMPDIR/err")"
readelf -h "$TMPDIR/probes.o" | grep -q 'REL (Relocatable file)' || fail "not a relocatable object"
gcc -o "$TMPDIR/app" "$TMPDIR/app.o" "$TMPDIR/probes.o" 2> "$TMPDIR/ld" || fail "link: $(cat "$TMPDIR/ld")"
grep -qi 'warning' "$TMPDIR/ld" && fail "the linker warned: $(cat "$TMPDIR/ld")"
"$DTRACE" -q -c "$TMPDIR/app fire 2" -n 'myapp$target:::query-start { printf("start %d\n", arg1); }' \
	> "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
expect_eq "probes" "start 1
start 2" "$(grep ^start "$TMPDIR/out")"

cp myapp.d "$TMPDIR/prov.d"
(cd "$TMPDIR" && "$DTRACE" -q -G -s prov.d app.o) || fail "dtrace -G without -o"
[ -s "$TMPDIR/prov.o" ] || fail "-G without -o did not write prov.o"
"$DTRACE" -G -s myapp.d -o "$TMPDIR/x.o" "$TMPDIR/missing.o" 2> "$TMPDIR/err" && fail "-G took a missing object"
grep -q 'missing.o' "$TMPDIR/err" || fail "the error does not name the object: $(cat "$TMPDIR/err")"
exit 0
