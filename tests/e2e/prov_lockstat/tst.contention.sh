#!/bin/bash
# TIMEOUT: 90
# ASSERTION: lockstat's contention probes fire in the thread that waited,
# once the wait is over: threads reading one file through one descriptor
# wait for its f_pos_lock (a struct mutex: adaptive-spin, adaptive-block)
# and threads mapping memory while others fault pages wait for the
# mmap_lock (a struct rw_semaphore: rw-block, args[2] RW_READER 1 or
# RW_WRITER 0); args[0] is the lock, args[1] the nanoseconds waited;
# stack() shows where.
. ../lib.sh
n=$("$DTRACE" -l -P lockstat 2>/dev/null | grep -c adaptive-block)
[ "$n" = 1 ] || { echo "SKIP: no lock:contention_begin/end tracepoints (Linux 5.19)"; exit 0; }

"$DTRACE" -q -n '
lockstat:::adaptive-spin, lockstat:::adaptive-block
/pid == $target/
{
	@n["adaptive"] = count();
	@bad["adaptive"] = sum(arg0 == 0 || arg1 == 0);
	@where[stack(3)] = count();
	@m = max((uint64_t)args[0] == arg0);
}
END
{
	printa("events %s %@d\n", @n);
	printa("bad %s %@d\n", @bad);
	printa("typed %@d\n", @m);
	printa(@where);
}' -c "$HELPERS/lockwork mutex 2" > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
events=$(awk '$1 == "events" && $2 == "adaptive" { print $3 }' "$TMPDIR/out")
expect_range "mutex waits seen" 1 100000000 "${events:-0}"
expect_eq "mutex waits without a lock or a time" "bad adaptive 0" "$(grep '^bad ' "$TMPDIR/out")"
expect_eq "args[0] typed as the lock" "typed 1" "$(grep '^typed ' "$TMPDIR/out")"
grep -q 'fdget_pos' "$TMPDIR/out" || fail "no wait in fdget_pos: $(cat "$TMPDIR/out")"

"$DTRACE" -q -n '
lockstat:::rw-block
/pid == $target/
{
	@n[args[2]] = count();
	@bad = sum(arg0 == 0 || arg1 == 0 || args[2] > 1);
}
END
{
	printa("rw %d %@d\n", @n);
	printa("bad %@d\n", @bad);
}' -c "$HELPERS/lockwork rwsem 2" > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
grep -Eq '^rw [01] [1-9]' "$TMPDIR/out" || fail "no rw-block of the mmap_lock: $(cat "$TMPDIR/out")"
expect_eq "rw waits without a lock, a time or a side" "bad 0" "$(grep '^bad ' "$TMPDIR/out")"
exit 0
