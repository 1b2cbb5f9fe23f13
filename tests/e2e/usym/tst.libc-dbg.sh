#!/bin/bash
# ASSERTION: with Debian's libc6-dbg installed, libc's own functions are
# named from its debug file (/usr/lib/debug/.build-id/xx/rest.debug, by
# libc's build id), in ustack() and in pid probe names: fopen()'s
# __fopen_internal, which libc's .dynsym does not name, is the frame under
# malloc() and a function to probe; no libc frame of the stacks prints
# as an address.
. ../lib.sh
cd "$TMPDIR" || fail "no $TMPDIR"
libc=$(ldd "$HELPERS/spin" | awk '$1 == "libc.so.6" { print $3 }')
[ -f "$libc" ] || fail "spin links no libc.so.6"
id=$(readelf -n "$libc" | awk '/Build ID/ { print $3 }')
[ -f "/usr/lib/debug/.build-id/${id:0:2}/${id:2}.debug" ] ||
	fail "no debug file for $libc (build id $id): install libc6-dbg (scripts/deps.sh)"
readelf --dyn-syms -W "$libc" | grep -qw __fopen_internal &&
	fail "libc's .dynsym names __fopen_internal: the test would prove nothing"
"$DTRACE" -q -n 'pid$target::malloc:entry { @[ustack()] = count(); }' \
	-c "$HELPERS/spin 3" > out 2> err || fail "status $?: $(cat err)"
grep -A1 'libc.so.6`malloc$' out | grep -q '^ *libc.so.6`__fopen_internal+0x[0-9a-f]*$' ||
	fail "no malloc frame under __fopen_internal: $(cat out)"
expect_eq "libc frames printed as addresses" "" "$(grep 'libc.so.6`0x' out)"
"$DTRACE" -q -n 'pid$target:libc.so.6:__fopen_internal:entry { @n = count(); }
	END { printa("%@d\n", @n); }' -c "$HELPERS/spin 3" > out 2> err || fail "status $?: $(cat err)"
expect_eq "__fopen_internal entries (three fopen calls)" 3 "$(grep -v '^$' out)"
exit 0
