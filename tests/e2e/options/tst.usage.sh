#!/bin/bash
# ASSERTION: dtrace without arguments, or with an unknown option, prints
# its usage on stderr and exits 2 (E_USAGE), as DTrace does; getopt's
# complaint names the program "dtrace".
. ../lib.sh
"$DTRACE" > "$TMPDIR/out" 2> "$TMPDIR/err"
expect_eq "status without arguments" 2 $?
expect_eq "stdout without arguments" "" "$(cat "$TMPDIR/out")"
grep -q '^Usage: dtrace ' "$TMPDIR/err" || fail "no usage: $(head -2 "$TMPDIR/err")"

"$DTRACE" -Y > "$TMPDIR/out" 2> "$TMPDIR/err"
expect_eq "status with -Y" 2 $?
expect_eq "first line with -Y" "dtrace: invalid option -- 'Y'" "$(head -1 "$TMPDIR/err")"
grep -q '^Usage: dtrace ' "$TMPDIR/err" || fail "no usage after -Y"
exit 0
