#!/bin/bash
# ASSERTION: a slow debuginfod server delays only the names, never the
# tracing: while the server takes 4 s to send a stripped program's debug
# file, the stacks traced meanwhile print at once with the program's
# frames as addresses, and stderr says what dtrace is fetching; once the
# program has exited, dtrace waits for the file (up to DEBUGINFOD_TIMEOUT)
# and the aggregation it prints at the end names the same frames.
. ../lib.sh
. "$TESTDIR/usym.sh"
cd "$TMPDIR" || fail "no $TMPDIR"
build_spin prog
split_debug prog
python3 "$TESTDIR/slowserver.py" "$BUILD_ID" prog.debug 4 > port &
server=$!
trap 'kill $server 2>/dev/null; cleanup' EXIT
trap 'exit 1' TERM INT
for _ in $(seq 50); do [ -s port ] && break; sleep 0.1; done
[ -s port ] || fail "the server did not start"
export DEBUGINFOD_URLS=http://127.0.0.1:$(cat port) DEBUGINFOD_CACHE_PATH=$TMPDIR/cache DEBUGINFOD_TIMEOUT=20
"$DTRACE" -q -n 'syscall::openat:entry /pid == $target/ { printf("traced\n"); ustack(); @[ustack()] = count(); }
	END { printf("end\n"); }' -c "./prog 2" > out 2> err &
dtrace=$!
for _ in $(seq 25); do grep -q 'prog`' out && break; sleep 0.1; done
kill -0 $dtrace 2>/dev/null || fail "dtrace did not wait for the names"
wait $dtrace || fail "status $?: $(cat err)"
traced=$(sed '/^end$/,$d' out)
final=$(sed '1,/^end$/d' out)
expect_eq "traced stacks with spin's frame as an address" 2 \
	"$(grep -A1 '__fopen_internal' <<< "$traced" | grep -c '^ *prog`0x[0-9a-f]*$')"
grep -q '^ *prog`spin+0x[0-9a-f]*$' <<< "$traced" && fail "names before the server sent them: $traced"
grep -B1 -A3 '^ *prog`spin+0x[0-9a-f]*$' <<< "$final" | grep -q '^ *prog`main+0x[0-9a-f]*$' ||
	fail "the final aggregation does not name prog\`spin and prog\`main: $final"
expect_eq "prog frames printed as addresses at the end" "" "$(grep 'prog`0x' <<< "$final")"
expect_eq "progress line" "dtrace: fetching symbols for $TMPDIR/prog from debuginfod" "$(cat err)"
exit 0
