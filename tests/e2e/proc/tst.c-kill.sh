#!/bin/bash
# ASSERTION: when tracing ends before a -c command does, dtrace kills the
# command it created rather than leaving it running.
. ../lib.sh
"$DTRACE" -q -c "$HELPERS/sleeper" -n 'tick-500ms { exit(0); }' > "$TMPDIR/out" 2> "$TMPDIR/err" ||
	fail "status $?: $(cat "$TMPDIR/err")"
pid=$(head -1 "$TMPDIR/out")
case $pid in ''|*[!0-9]*) fail "no pid from the sleeper: $(cat "$TMPDIR/out")" ;; esac
for i in $(seq 20); do [ -d /proc/$pid ] || break; sleep 0.1; done
if [ -d /proc/$pid ]; then
	kill -9 $pid
	fail "the -c command (pid $pid) still runs after dtrace exited"
fi
exit 0
