#!/bin/bash
# ASSERTION: -l lists a process's USDT probes as PROVIDERpid, the object's
# basename as module, the function that holds the probe site, and the
# probe's name.
. ../lib.sh
out=$("$DTRACE" -l -n 'dtest$target:::' -c "$HELPERS/usdt 1" 2> "$TMPDIR/err") || fail "status $?: $(cat "$TMPDIR/err")"
expect_eq "lines" 2 "$(echo "$out" | wc -l)"
echo "$out" | tail -1 | grep -Eq '^ *[0-9]+ +dtest[0-9]+ +usdt +main hit$' || fail "listing: $out"
# the row is laid out like every other: %5d %10s %17s %33s %s
row=$(echo "$out" | tail -1)
set -- $row
expect_eq "row layout" "$(printf '%5d %10s %17s %33s %s' "$1" "$2" "$3" "$4" "$5")" "$row"
exit 0
