#!/bin/bash
# ASSERTION: system() is destructive: refused without -w; with -w it runs
# the command (a printf-like format) through the shell, its output in
# order with dtrace's own, and dtrace notes "allowing destructive actions".
. ../lib.sh
"$DTRACE" -q -n 'BEGIN { system("echo refused"); exit(0); }' > "$TMPDIR/out" 2> "$TMPDIR/err"
st=$?
[ $st != 0 ] || fail "system() without -w ran: $(cat "$TMPDIR/out")"
grep -q refused "$TMPDIR/out" && fail "system() without -w ran the command"

"$DTRACE" -w -n 'BEGIN { printf("before\n"); system("echo %d-%s", 42, "x"); printf("after\n"); exit(0); }' \
	> "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
expect_eq "stdout" "CPU     ID                    FUNCTION:NAME
  C      1                           :BEGIN before
42-x
after" "$(sed -E 's/^ *[0-9]+( +[0-9]+ +[^ ]*:[^ ]+ )/  C\1/' "$TMPDIR/out")"
expect_eq "stderr" "dtrace: description 'BEGIN ' matched 1 probe
dtrace: allowing destructive actions" "$(cat "$TMPDIR/err")"
exit 0
