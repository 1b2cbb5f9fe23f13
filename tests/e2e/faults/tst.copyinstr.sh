#!/bin/bash
# ASSERTION: copyinstr() of a bad user address in a syscall probe reports
# the error (probe named by its full description) and tracing goes on:
# every later firing still runs.
. ../lib.sh
"$DTRACE" -q -c "$HELPERS/syscalls getppid=3" -n '
syscall::getppid:entry /pid == $target/ { @n = count(); }
syscall::getppid:entry /pid == $target/ { printf("%s\n", copyinstr(0)); }
END { printa("calls %@d\n", @n); }' > "$TMPDIR/out" 2> "$TMPDIR/err"
st=$?
[ $st = 0 ] || fail "status $st: $(cat "$TMPDIR/err")"
expect_eq "stdout" "calls 3" "$(head -1 "$TMPDIR/out")"
n=$(grep -Ec '^dtrace: error on enabled probe ID [0-9]+ \(ID [0-9]+: syscall:vmlinux:getppid:entry\): invalid address \(0x0\) in action #[0-9]+( at .*)?$' "$TMPDIR/err")
expect_eq "error lines" 3 "$n"
exit 0
