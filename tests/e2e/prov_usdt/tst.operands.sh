#!/bin/bash
# ASSERTION: USDT arguments from every memory operand form compilers write
# into SDT notes: a symbol of the file relative to %rip (alone, plus a
# number), base + index * scale + displacement, an index with no base,
# scale 1 written or left out, signed 2- and 4-byte values; in the program
# itself (operands known when the program is made) and in a library
# dlopen()ed while traced (operands read from the probe's spec at run
# time), at whatever address the file is loaded.
. ../lib.sh
script='dtest$target:::ops { printf("%s %d %d %d %d %d %d\n", probemod, arg0, arg1, arg2, arg3, arg4, arg5); }'

"$DTRACE" -q -n "$script" -c "$HELPERS/usdtops 3" > "$TMPDIR/out" 2> "$TMPDIR/err" ||
	fail "program: status $?: $(cat "$TMPDIR/err")"
expect_eq "in the program" "usdtops -7 1002 1003 -3 -7 1
usdtops -14 2002 2003 -6 -14 2
usdtops -21 3002 3003 -9 -21 3" "$(cat "$TMPDIR/out")"

HIDDEN=$(mktemp -d "$TMPDIR/plugins.XXXXXX")
${CC:-cc} -O2 -fPIC -shared -DUSDTOPS_LIB -o "$HIDDEN/libops.so" ../helpers/usdtops.c ||
	fail "cannot build the test library"
"$DTRACE" -Z -q -n "$script" -c "$HELPERS/dlfoo $HIDDEN/libops.so 300" > "$TMPDIR/out" 2> "$TMPDIR/err" ||
	fail "library: status $?: $(cat "$TMPDIR/err")"
# a kernel without BPF cookies (before 5.15) cannot place probes of libraries loaded later
grep -q "lacks BPF cookies.*libraries loaded later are not placed" "$TMPDIR/err" &&
	{ grep "libraries loaded later are not placed" "$TMPDIR/err"; exit 77; }
expect_eq "in a library loaded later" "libops.so -7 1002 1003 -3 -7 1
libops.so -14 2002 2003 -6 -14 2
libops.so -21 3002 3003 -9 -21 3" "$(cat "$TMPDIR/out")"
exit 0
