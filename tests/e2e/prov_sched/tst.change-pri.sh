#!/bin/bash
# ASSERTION: sched:::change-pri fires for priority inheritance: a thread at
# nice 5 (Linux priority 125) holds a PI mutex the main thread (nice 0,
# 120) blocks on; it is lent 120 (in the waiter's context: args[0] is the
# holder, pr_pri its priority before, args[2] the new one), then given its
# own 125 back as it unlocks (in its own context).
. ../lib.sh
"$DTRACE" -q -c "$HELPERS/pimutex" -n '
sched:::change-pri /pid == $target/
{ printf("change %d %d %d %d %d\n", tid == args[0]->pr_lwpid, args[0]->pr_lwpid, args[1]->pr_pid == pid,
    args[0]->pr_pri, args[2]); }' > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
holder=$(sed -n 's/^holder //p' "$TMPDIR/err")
[ -n "$holder" ] || fail "no holder: $(cat "$TMPDIR/err")"
expect_eq "change-pri firings" "change 0 $holder 1 125 120
change 1 $holder 1 120 125" "$(grep '^change ' "$TMPDIR/out")"
exit 0
