#!/bin/bash
# ASSERTION: ipl is what DTrace on Linux made it, in_interrupt(): this
# CPU's NMI, hardirq and softirq counts (preempt_count() & 0xffff00): 0 in
# BEGIN (a process's context), the hardirq count set in a tick probe (an
# hrtimer interrupt). It reads the per-CPU preempt count by its BTF id,
# which the kernel finds in /proc/kallsyms: a kernel built without
# CONFIG_KALLSYMS_ALL lists no per-CPU variable, and ipl is refused there,
# saying so (the test checks that and skips).
. ../lib.sh
if ! "$DTRACE" -e -n 'BEGIN { trace(ipl); }' 2> "$TMPDIR/err"; then
	grep -q "ipl needs this CPU's preempt count" "$TMPDIR/err" ||
		fail "refused without naming what it needs: $(cat "$TMPDIR/err")"
	echo "SKIP: this kernel's BTF or kallsyms (CONFIG_KALLSYMS_ALL) has no per-CPU preempt count: ipl is refused"
	exit 77
fi
"$DTRACE" -q -n '
BEGIN { b = ipl; }
tick-10ms /++n == 3/ { printf("begin %d tick %d %d\n", b, (ipl & 0xf0000) != 0, (ipl & ~0xffff00) == 0); exit(0); }' \
	> "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
expect_eq "ipl in BEGIN, and a tick's hardirq count" "begin 0 tick 1 1" "$(cat "$TMPDIR/out")"
exit 0
