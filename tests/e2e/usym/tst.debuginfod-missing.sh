#!/bin/bash
# ASSERTION: where libdebuginfod is not installed (hidden here, in a mount
# namespace of the test's own, by an empty file over it), dtrace with
# DEBUGINFOD_URLS set says once that it cannot load it and traces as
# without it: symbols from the debug files on the machine still name
# libc's functions, and a stripped program's frames are named by address
# (the functions of its .eh_frame).
. ../lib.sh
. "$TESTDIR/usym.sh"
cd "$TMPDIR" || fail "no $TMPDIR"
lib=$(ldconfig -p | awk '$1 == "libdebuginfod.so.1" { print $NF; exit }')
[ -n "$lib" ] || fail "libdebuginfod.so.1 is not installed (scripts/deps.sh)"
build_spin prog
split_debug prog
: > empty
DEBUGINFOD_URLS=http://127.0.0.1:9 DEBUGINFOD_CACHE_PATH=$TMPDIR/cache \
	unshare -m sh -c 'mount --bind empty "$1" && shift && exec "$@"' sh "$lib" \
	"$DTRACE" -q -n 'pid$target::malloc:entry { @[ustack()] = count(); }' -c "./prog 2" > out 2> err ||
	fail "status $?: $(cat err)"
expect_eq "stderr" 1 "$(grep -c 'DEBUGINFOD_URLS is set but libdebuginfod cannot be loaded' err)"
expect_eq "stderr lines" 1 "$(wc -l < err)"
grep -q '^ *libc.so.6`__fopen_internal+0x[0-9a-f]*$' out || fail "libc's debug file unused: $(cat out)"
# without its symbols, spin is the function .eh_frame gives an address name
grep -q '^ *prog`0x[0-9a-f]*+0x[0-9a-f]*$' out || fail "prog's frames named without a debug file: $(cat out)"
grep -q 'prog`spin' out && fail "prog's frames named without a debug file: $(cat out)"
exit 0
