#!/bin/bash
# ASSERTION: an instruction offset in an IFUNC (memcpy) is placed in the
# implementation the process uses, which has no symbol and so no size:
# offsets inside its first instruction are refused as not at a boundary,
# the first one past it is accepted and fires for every call.
. ../lib.sh
first=
for off in 1 2 3 4 5 6 7 8 9 a b c d e f; do
	if "$DTRACE" -l -n "pid\$target::memcpy:$off" -c "$HELPERS/ifuncs" > /dev/null 2> "$TMPDIR/err"; then
		first=$off
		break
	fi
	grep -q "memcpy:$off: offset is not at an instruction boundary" "$TMPDIR/err" ||
		fail "offset $off: $(cat "$TMPDIR/err")"
done
[ -n "$first" ] || fail "no offset in memcpy's first 16 bytes accepted"
"$DTRACE" -q -n "pid\$target::memcpy:$first /arg2 == 77/ { @[probemod, probefunc] = count(); }" \
	-c "$HELPERS/ifuncs 5" > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
expect_eq "count at +0x$first" "libc.so.6 memcpy 5" "$(awk 'NF == 3 { print $1, $2, $3 }' "$TMPDIR/out")"
exit 0
