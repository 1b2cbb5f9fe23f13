#!/bin/bash
# ASSERTION: pid$target::-:ADDRESS, DTrace's '-' function, probes the
# instruction at an absolute address of the program (a program built
# without PIE, so that nm's addresses are the process's): at fact's first
# instruction it fires for each of the three calls, at its recursive call
# for the two outer ones; -l lists it as a.out, function '-'. Refused as
# DTrace refuses them, with a reason: an address inside an instruction,
# one outside the program's functions, a glob of addresses, a module
# other than a.out.
. ../lib.sh
bin=$TMPDIR/flow
${CC:-cc} -O2 -fomit-frame-pointer -no-pie -o "$bin" "$TESTDIR/../helpers/flow.c" || fail "cannot build flow without PIE"
fact=$(nm "$bin" | awk '$3 == "fact" { print $1 }')
call=$(objdump -d --no-show-raw-insn "$bin" | awk '
	/^[0-9a-f]+ <fact>:$/ { inside = 1; next }
	inside && /^$/ { exit }
	inside && /call.*<fact>/ { sub(":", "", $1); print $1; exit }')
[ -n "$fact" ] && [ -n "$call" ] || fail "no fact or no recursive call in it: [$fact] [$call]"
fact=$(printf '%x' $((0x$fact))) call=$(printf '%x' $((0x$call)))

"$DTRACE" -q -n "pid\$target::-:$fact, pid\$target:a.out:-:$call { @[probefunc, probename] = count(); }
	END { printa(\"%s %s %@d\\n\", @); }" -c "$bin" > "$TMPDIR/out" 2> "$TMPDIR/err" ||
	fail "status $?: $(cat "$TMPDIR/err")"
expect_eq "firings" "$(printf -- '- %s 2\n- %s 3' "$call" "$fact")" "$(grep . "$TMPDIR/out")"

"$DTRACE" -l -n "pid\$target::-:$fact" -c "$bin" > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "-l: $(cat "$TMPDIR/err")"
expect_eq "-l" "a.out - $fact" "$(awk 'NR > 1 { print $3, $4, $5 }' "$TMPDIR/out")"

refused() { # ADDRESS-PROBE REASON
	if "$DTRACE" -l -n "pid\$target:$1" -c "$bin" > /dev/null 2> "$TMPDIR/err"; then
		fail "$1 accepted"
	fi
	grep -q "$2" "$TMPDIR/err" || fail "$1 refused without the reason ($2): $(cat "$TMPDIR/err")"
}
refused ":-:$(printf '%x' $((0x$fact + 2)))" "not at an instruction boundary"
refused ":-:1" "not in a function of the program"
refused ":-:$fact*" "only individual addresses"
refused "libc.so.6:-:$fact" "only the a.out module is valid"
refused ":-:xyz" "invalid probe name"
exit 0
