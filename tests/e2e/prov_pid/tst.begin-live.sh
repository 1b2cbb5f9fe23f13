#!/bin/bash
# ASSERTION: pid probes are live by the time BEGIN fires (DTrace enables
# every probe, then fires BEGIN): a -p process that BEGIN itself sets off
# (system() writes the line it waits for) has its very first call counted,
# and every one after it. ualloc's first malloc after the line is the
# 300000-byte one; then 1000 x3 and, from a signal handler, 4000 x1.
# The same with a -c process: its first calls are counted too.
. ../lib.sh
mkfifo "$TMPDIR/in"
"$HELPERS/ualloc" -p < "$TMPDIR/in" > "$TMPDIR/ready" &
target=$!
exec 3> "$TMPDIR/in"
for i in $(seq 50); do [ -s "$TMPDIR/ready" ] && break; sleep 0.1; done
[ -s "$TMPDIR/ready" ] || fail "ualloc never started"
prog='BEGIN { printf("begin\n"); system("echo go > %s", $$1); }
	pid$target::malloc:entry /arg0 == 300000 || arg0 == 1000 || arg0 == 4000/ { @[arg0] = count(); }'
"$DTRACE" -w -q -n "$prog" -p $target "$TMPDIR/in" > "$TMPDIR/out" 2> "$TMPDIR/err" &
dt=$!
exec 3>&-
wait $dt || fail "status $?: $(cat "$TMPDIR/err")"
wait $target || fail "ualloc failed"
expect_eq "-p: BEGIN, then every malloc" "begin|4000 1|300000 1|1000 3" \
	"$(awk 'NF' "$TMPDIR/out" | awk '{ $1 = $1; print }' | paste -sd'|')"

# -c: the process is held at its entry until BEGIN has fired
"$DTRACE" -q -n 'BEGIN { printf("begin\n"); }
	pid$target::malloc:entry /arg0 == 300000 || arg0 == 1000 || arg0 == 4000/ { @[arg0] = count(); }' \
	-c "$HELPERS/ualloc" > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "-c: status $?: $(cat "$TMPDIR/err")"
expect_eq "-c: BEGIN, then every malloc" "begin|4000 1|300000 1|1000 3" \
	"$(awk 'NF' "$TMPDIR/out" | awk '{ $1 = $1; print }' | paste -sd'|')"
exit 0
