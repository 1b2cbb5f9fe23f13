#!/bin/bash
# ASSERTION: a stripped program whose debug file only a debuginfod server
# has (a real `debuginfod -F DIR` on 127.0.0.1, found through
# DEBUGINFOD_URLS as gdb and perf find it) is probed by function name
# (pid$target:a.out:spin:entry) and named in ustack(); the file lands in
# libdebuginfod's cache (DEBUGINFOD_CACHE_PATH), from which a later run
# names the same functions with the server gone. Without server or cache
# nothing names them, and dtrace says so at once instead of hanging.
. ../lib.sh
. "$TESTDIR/usym.sh"
cd "$TMPDIR" || fail "no $TMPDIR"
build_spin prog
split_debug prog
mkdir srv && mv prog.debug srv/ || fail "cannot move the debug file"
DEBUG_ID=$BUILD_ID
start_debuginfod srv
export DEBUGINFOD_URLS=$DEBUGINFOD_URL DEBUGINFOD_CACHE_PATH=$TMPDIR/cache
"$DTRACE" -q -n "$SPIN_SCRIPT" -c "./prog 3" > out 2> err || fail "status $?: $(cat err)"
expect_eq "spin entries" "spins 3" "$(grep spins out)"
grep -B1 -A3 '^ *prog`spin+0x[0-9a-f]*$' out | grep -q '^ *prog`main+0x[0-9a-f]*$' ||
	fail "no prog\`spin frame called by prog\`main: $(cat out)"
expect_eq "prog frames printed as addresses" "" "$(grep 'prog`0x' out)"
[ -s "cache/$BUILD_ID/debuginfo" ] || fail "nothing in the cache: $(ls -R cache)"

stop_debuginfod
"$DTRACE" -q -n "$SPIN_SCRIPT" -c "./prog 2" > out 2> err || fail "from the cache: status $?: $(cat err)"
expect_eq "spin entries, from the cache" "spins 2" "$(grep spins out)"

export DEBUGINFOD_CACHE_PATH=$TMPDIR/cache2
t0=$(now_ms)
"$DTRACE" -q -n 'pid$target:a.out:spin:entry { exit(0); }' -c "./prog 2" > out 2> err
expect_eq "status without server or cache" 1 "$?"
grep -q 'does not match any probes' err || fail "expected no probe to match: $(cat err)"
expect_range "ms to give up on a server that is not there" 0 5000 $(($(now_ms) - t0))
exit 0
