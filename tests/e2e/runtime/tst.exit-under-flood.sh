#!/bin/bash
# ASSERTION: once exit() is seen (or ^C), dtrace stops reading records and
# ends, however fast probes keep recording and however slow their records
# are to perform (a dozen printa() at 4000 Hz on every CPU): the records
# left are read without being performed, after the probes are detached.
. ../lib.sh
p='BEGIN { @ = count(); }
profile-4000hz { printa(@); printa(@); printa(@); printa(@); printa(@); printa(@);
	printa(@); printa(@); printa(@); printa(@); printa(@); printa(@); }
tick-1s { exit(3); }
END { printf("end\n"); }'
start=$(now_ms)
timeout 60 "$DTRACE" -q -n "$p" >"$TMPDIR/out" 2>"$TMPDIR/err"
st=$?
took=$(( $(now_ms) - start ))
out=$(grep -v "^$" "$TMPDIR/out" | tail -1)
expect_eq "exit()'s status" 3 "$st"
expect_eq "END ran last" end "$out"
expect_range "milliseconds to end" 900 8000 "$took"
