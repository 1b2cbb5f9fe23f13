#!/bin/bash
# ASSERTION: dtrace -lv lists lockstat's contention probes with DTrace's
# argument types as Linux names them; the hold-event probes, which Linux
# gives no tracepoint, are not offered (naming one matches no probe).
. ../lib.sh
n=$("$DTRACE" -l -P lockstat 2>/dev/null | grep -c adaptive-block)
[ "$n" = 1 ] || { echo "SKIP: no lock:contention_begin/end tracepoints (Linux 5.19)"; exit 0; }
types() { "$DTRACE" -lvn "lockstat:::$1" | awk '/args\[/ { sub(/^[ \t]+/, ""); print }' | paste -sd ';'; }
expect_eq "adaptive-block" "args[0]: struct mutex *;args[1]: uint64_t" "$(types adaptive-block)"
expect_eq "adaptive-spin" "args[0]: struct mutex *;args[1]: uint64_t" "$(types adaptive-spin)"
expect_eq "adaptive-acquire-error" "args[0]: struct mutex *;args[1]: int" "$(types adaptive-acquire-error)"
expect_eq "spin-spin" "args[0]: spinlock_t *;args[1]: uint64_t" "$(types spin-spin)"
expect_eq "rw-spin" "args[0]: rwlock_t *;args[1]: uint64_t;args[2]: int" "$(types rw-spin)"
expect_eq "rw-block" "args[0]: struct rw_semaphore *;args[1]: uint64_t;args[2]: int" "$(types rw-block)"
"$DTRACE" -n 'lockstat:::adaptive-acquire { }' > /dev/null 2> "$TMPDIR/err" && fail "adaptive-acquire accepted"
grep -q 'does not match any probes' "$TMPDIR/err" || fail "$(cat "$TMPDIR/err")"
exit 0
