#!/bin/bash
# ASSERTION: a probe firing the kernel skips because the same program is
# already running on that CPU (BPF recursion: the program's
# recursion_misses) is reported as a drop, not lost silently. Here each
# firing of exceptions:page_fault_kernel for the target (dd reading into
# fresh pages) copies in from an unmapped address: that fault fires the
# tracepoint again inside the program, which the kernel skips. So every
# ERROR reported comes with at least one dropped firing (one on 6.18; two
# measured on Debian's 6.1 guest: its fault path skips the program twice).
. ../lib.sh
[ -e /sys/kernel/tracing/events/exceptions/page_fault_kernel ] ||
	[ -e /sys/kernel/debug/tracing/events/exceptions/page_fault_kernel ] ||
	mount -t tracefs nodev /sys/kernel/tracing 2>/dev/null
[ -e /sys/kernel/tracing/events/exceptions/page_fault_kernel ] || {
	echo "SKIP: no exceptions:page_fault_kernel tracepoint (x86 only)"; exit 77; }
"$DTRACE" -q -c "dd if=/dev/zero of=/dev/null bs=4M count=2" -n '
rawtp:exceptions::page_fault_kernel /pid == $target && arg0 != 0x1000/ { trace(*(int *)copyin(0x1000, 4)); }' \
	> "$TMPDIR/out" 2> "$TMPDIR/err"
st=$?
[ $st = 0 ] || fail "status $st: $(tail -3 "$TMPDIR/err")"
errors=$(grep -c '^dtrace: error on enabled probe ID .*invalid address (0x1000)' "$TMPDIR/err")
drops=$(sed -En 's/^dtrace: ([0-9]+) probe firing drops? at rawtp:exceptions::page_fault_kernel: the kernel skipped its program \(BPF recursion\)$/\1/p' "$TMPDIR/err" | awk '{ s += $1 } END { print s + 0 }')
expect_range "faults in the target" 1 1000000 "$errors"
expect_range "firings dropped (at least one a fault)" "$errors" $((errors * 2)) "$drops"
exit 0
