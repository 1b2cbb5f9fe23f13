#!/bin/bash
# ASSERTION: a bufsize larger than the ring can be (2g, a quarter of the
# memory available or of the address space dtrace may use) is lowered,
# as DTrace's bufresize=auto lowers it, and said as DTrace says it
# ("dtrace: buffer size lowered to 128m"), after the matched-probes line;
# tracing goes on. A bufsize that fits is not lowered or mentioned.
. ../lib.sh
prog='BEGIN { printf("ok\n"); exit(0); }'

# 1,000,000 KB of address space: at most a 256,000,000-byte ring, 128m
out=$(ulimit -v 1000000; timeout 20 "$DTRACE" -x bufsize=1t -n "$prog" 2>"$TMPDIR/err")
expect_eq "status of bufsize=1t" 0 $?
echo "$out" | grep -q ':BEGIN ok$' || fail "no BEGIN record: $out"
expect_eq "first line of stderr" "dtrace: description 'BEGIN ' matched 1 probe" "$(head -1 "$TMPDIR/err")"
# less if this machine has less than 1 GB available
sed -n 2p "$TMPDIR/err" | grep -Eqx 'dtrace: buffer size lowered to (4|8|16|32|64|128)m' ||
	fail "stderr of bufsize=1t: $(cat "$TMPDIR/err")"
expect_eq "lines of stderr" 2 "$(wc -l < "$TMPDIR/err")"

# -q does not hide it (DTrace's error(), not a notice)
out=$(ulimit -v 1000000; timeout 20 "$DTRACE" -q -b 100g -n "$prog" 2>"$TMPDIR/err")
expect_eq "stdout of -q -b 100g" "ok" "$out"
grep -Eqx 'dtrace: buffer size lowered to [0-9]+m' "$TMPDIR/err" || fail "stderr of -q -b 100g: $(cat "$TMPDIR/err")"

out=$(timeout 20 "$DTRACE" -q -x bufsize=4m -n "$prog" 2>"$TMPDIR/err")
expect_eq "stdout of bufsize=4m" "ok" "$out"
expect_eq "stderr of bufsize=4m" "" "$(cat "$TMPDIR/err")"
exit 0
