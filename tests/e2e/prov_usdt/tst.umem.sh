#!/bin/bash
# ASSERTION: user memory reads in a user-land probe: copyinstr() and
# stringof(copyin()) of a string in the target, copyin() of one byte;
# a read from a bad user address goes to dtrace:::ERROR with DTrace's
# message, once per firing, and the target runs on to its normal end.
. ../lib.sh
"$DTRACE" -q -c "$HELPERS/sdtprobes 2" -n '
sdtp$target:::args { printf("str %s|%s|%c\n", copyinstr(arg3), stringof((char *)copyin(arg3, 8)), *(char *)copyin(arg3 + 6, 1)); }
sdtp$target:::gated { trace(copyinstr(12)); }
dtrace:::ERROR { @errors = count(); }
END { printa("errors %@d\n", @errors); }' > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
expect_eq "strings" "str hello 1|hello 1|1
str hello 2|hello 2|2" "$(grep ^str "$TMPDIR/out")"
expect_eq "ERROR fired" "errors 2" "$(grep ^errors "$TMPDIR/out")"
expect_eq "error lines" 2 "$(grep -c 'dtrace: error on enabled probe ID [0-9]* (ID [0-9]*: sdtp[0-9]*:sdtprobes:main:gated): invalid address (0xc) in action #1' "$TMPDIR/err")"
expect_eq "the target ran to its end" "gated 2" "$(grep ^gated "$TMPDIR/out")"
exit 0
