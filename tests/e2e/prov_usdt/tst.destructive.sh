#!/bin/bash
# ASSERTION: destructive actions need -w: without it stop(), raise(),
# system(), copyout() and copyoutstr() are refused at compile time with
# D_DESTRUCT's message; with it, system() runs a command per firing and
# raise() signals the process that fired the probe (SIGKILL at i == 2: the
# target never reaches its last line).
. ../lib.sh
for act in 'stop()' 'raise(9)' 'system("true")' 'copyout(copyin(arg3, 1), arg3, 1)' 'copyoutstr("x", arg3, 2)'; do
	"$DTRACE" -x errtags -n "sdtp\$target:::args { $act; }" -c "$HELPERS/sdtprobes 1" > /dev/null 2> "$TMPDIR/err" &&
		fail "$act ran without -w"
	grep -q "\[D_DESTRUCT\].*is a destructive action: use -w to allow it" "$TMPDIR/err" || fail "$act: $(cat "$TMPDIR/err")"
done
"$DTRACE" -q -w -c "$HELPERS/sdtprobes 3" -n '
sdtp$target:::args { system("echo system %d", arg0); }
sdtp$target:::args /arg0 == 2/ { raise(9); }' > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
grep -q '^system 1$' "$TMPDIR/out" || fail "no system() output: $(cat "$TMPDIR/out")"
grep -q '^gated' "$TMPDIR/out" && fail "raise(9) did not kill the target: $(cat "$TMPDIR/out")"
exit 0
