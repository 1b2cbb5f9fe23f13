#!/bin/bash
# ASSERTION: the DESIGN's one-liner as written, with -p on a running
# process:
#   dtrace -n 'pid$target::malloc:entry /arg0 >= 262144/ { @[ustack()] = count(); }' -p PID
# counts the one large malloc() under its real stack (main -> deep1 ->
# deep2 -> deep3 -> deep4 -> malloc, no frame pointers), and ends when
# the process exits: its stacks are still named then (its mappings and
# objects were read when first seen).
. ../lib.sh
mkfifo "$TMPDIR/in"
"$HELPERS/ualloc" -p < "$TMPDIR/in" > "$TMPDIR/ready" &
target=$!
exec 3> "$TMPDIR/in"
for i in $(seq 50); do [ -s "$TMPDIR/ready" ] && break; sleep 0.1; done
"$DTRACE" -n 'pid$target::malloc:entry /arg0 >= 262144/ { @[ustack()] = count(); }' -p $target \
	> "$TMPDIR/out" 2> "$TMPDIR/err" &
dt=$!
for i in $(seq 100); do grep -q matched "$TMPDIR/err" && break; sleep 0.1; done
sleep 0.5
echo go >&3
exec 3>&-
wait $dt || fail "status $?: $(cat "$TMPDIR/err")"
wait $target
grep -q "dtrace: pid $target has exited" "$TMPDIR/err" || fail "stderr: $(cat "$TMPDIR/err")"
expect_eq "call chains" "1 libc.so.6\`malloc ualloc\`deep4 ualloc\`deep3 ualloc\`deep2 ualloc\`deep1 ualloc\`main ualloc\`_start" \
	"$(awk -v prog=ualloc -f "$TESTDIR/chains.awk" "$TMPDIR/out")"
exit 0
