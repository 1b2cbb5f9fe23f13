#!/bin/bash
# ASSERTION: sched:::surrender fires when the scheduler asks the thread on
# a CPU to give it up (sched_set_need_resched_tp, as illumos'
# cpu_surrender()): two threads spinning on one CPU take turns, each turn
# ending when the tick (or the other's wakeup) marks the running one, so
# the spinners are asked many times; args[0] and args[1] are the thread
# asked (a child of the target, whichever thread runs the probe). A kernel without the
# tracepoint (before 6.16) does not list the probe, and naming it fails
# saying which tracepoint is missing: then the test checks that and skips.
. ../lib.sh
if ! "$DTRACE" -l -n sched:::surrender > "$TMPDIR/l" 2> "$TMPDIR/lerr"; then
	expect_eq "the error naming surrender where it cannot work" \
		"dtrace: sched:::surrender needs the kernel tracepoint sched_set_need_resched_tp (Linux 6.16 and later), which this kernel lacks" \
		"$(head -1 "$TMPDIR/lerr")"
	"$DTRACE" -l -P sched | grep -q surrender && fail "surrender listed where it cannot work"
	echo "SKIP: this kernel has no sched_set_need_resched_tp tracepoint (6.16): no surrender"
	exit 77
fi
expect_eq "listed as Oracle lists it" "sched vmlinux surrender" "$(awk 'NR == 2 { print $2, $3, $4 }' "$TMPDIR/l")"
echo "taskset -c 0 $HELPERS/syscalls spin=400 & taskset -c 0 $HELPERS/syscalls spin=400; wait" > "$TMPDIR/spin2"
"$DTRACE" -q -c "sh $TMPDIR/spin2" -n '
sched:::surrender /args[1]->pr_ppid == $target && args[1]->pr_fname == "syscalls"/ { @asked[args[0]->pr_lwpid] = count(); }
sched:::surrender /args[1]->pr_ppid == $target && args[1]->pr_pid != args[0]->pr_lwpid/ { @mixed = count(); }
END { printa("asked %d %@d\n", @asked); printa("mixed %@d\n", @mixed); }' \
	> "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
expect_eq "spinners asked to surrender" 2 "$(grep -c '^asked ' "$TMPDIR/out")"
expect_eq "args[0] and args[1] of different threads" "" "$(sed -n 's/^mixed //p' "$TMPDIR/out")"
exit 0
