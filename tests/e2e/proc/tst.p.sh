#!/bin/bash
# ASSERTION: -p PID traces a running process as $target (a sleeper doing
# one getppid() every 10 ms gives about 100 a second), and dtrace exits
# when that process exits.
. ../lib.sh
"$HELPERS/sleeper" 10 > "$TMPDIR/pid" &
sp=$!
trap 'kill $sp 2>/dev/null' EXIT
for i in $(seq 50); do [ -s "$TMPDIR/pid" ] && break; sleep 0.1; done
expect_eq "sleeper pid" "$sp" "$(cat "$TMPDIR/pid")"

out=$("$DTRACE" -q -p "$sp" -n '
BEGIN { t0 = timestamp; }
syscall::getppid:entry /pid == $target/ { @n = count(); }
tick-1s { printf("%d ", (timestamp - t0) / 1000000); printa("%@d\n", @n); exit(0); }') || fail "dtrace -p failed"
set -- $(echo "$out" | head -1)
ms=$1 n=$2
# one call per 10 ms of tracing (each sleep is at least 10 ms)
expect_range "getppid calls in $ms ms at 10 ms intervals" $(( ms / 10 * 4 / 10 )) $(( ms / 10 + 5 )) "$n"

# dtrace -p exits when the process does
( sleep 1; kill "$sp" ) &
t0=$(now_ms)
"$DTRACE" -q -p "$sp" -n 'tick-20s { exit(1); }' > "$TMPDIR/out" 2>&1
st=$?
t1=$(now_ms)
[ $st = 0 ] || fail "dtrace -p of an exiting process: status $st: $(cat "$TMPDIR/out")"
[ $((t1 - t0)) -lt 10000 ] || fail "dtrace -p did not exit with its process ($((t1 - t0)) ms)"
exit 0
