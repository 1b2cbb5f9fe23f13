#!/bin/bash
# ASSERTION: a probe's PROBE_ENABLED() from a dtrace -h header is false
# before dtrace attaches, true while dtrace traces that probe (and still
# false for a probe it does not trace), and false again once dtrace has
# exited: the usdt provider counts the header's semaphore up and down.
. ../lib.sh
command -v gcc > /dev/null || { echo "needs gcc to build the program that uses the header"; exit 77; }
"$DTRACE" -h -s myapp.d -o "$TMPDIR/myapp.h" || fail "dtrace -h"
gcc -Wall -Wextra -Werror -O2 -I"$TMPDIR" -o "$TMPDIR/app" myapp.c || fail "gcc"
"$TMPDIR/app" watch > "$TMPDIR/app.out" &
app=$!
for _ in $(seq 100); do
	grep -q '^start' "$TMPDIR/app.out" && break
	sleep 0.05
done
"$DTRACE" -q -p "$app" -n 'myapp$target:::tick { n++; } myapp$target:::tick /n == 10/ { exit(0); }' \
	> "$TMPDIR/out" 2> "$TMPDIR/err" || { kill "$app"; fail "dtrace: status $?: $(cat "$TMPDIR/err")"; }
wait "$app" || fail "the program did not see its probe turned off: $(cat "$TMPDIR/app.out")"
expect_eq "enabled only while traced" "start 0
on 0
off" "$(cat "$TMPDIR/app.out")"
exit 0
