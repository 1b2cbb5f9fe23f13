#!/bin/bash
# ASSERTION: a stripped program whose debug file is where Debian's -dbgsym
# packages put it (/usr/lib/debug/.build-id/xx/rest.debug) has its
# functions named in ustack() and probed by name (pid$target:a.out:spin:entry),
# as the unstripped program does; a debug file there of another build
# (its build id differs from its name) is not used.
. ../lib.sh
. "$TESTDIR/usym.sh"
cd "$TMPDIR" || fail "no $TMPDIR"
build_spin prog
split_debug prog
dbg=$(build_id_file "$BUILD_ID")
remove_on_exit "$dbg"
mkdir -p "$(dirname "$dbg")" && cp prog.debug "$dbg" || fail "cannot install $dbg"
"$DTRACE" -q -n "$SPIN_SCRIPT" -c "./prog 3" > out 2> err || fail "status $?: $(cat err)"
expect_eq "spin entries" "spins 3" "$(grep spins out)"
grep -B1 -A3 '^ *prog`spin+0x[0-9a-f]*$' out | grep -q '^ *prog`main+0x[0-9a-f]*$' ||
	fail "no prog\`spin frame called by prog\`main: $(cat out)"
expect_eq "prog frames printed as addresses" "" "$(grep 'prog`0x' out)"

# the same name holding another build's debug file (another random id)
build_spin other
split_debug other
cp other.debug "$dbg" || fail "cannot replace $dbg"
"$DTRACE" -q -n 'pid$target:a.out:spin:entry { exit(0); }' -c "./prog 3" > out 2> err
expect_eq "status with another build's debug file" 1 "$?"
grep -q 'does not match any probes' err || fail "expected no probe to match: $(cat err)"
exit 0
