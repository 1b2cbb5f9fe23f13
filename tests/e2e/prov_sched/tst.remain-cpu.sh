#!/bin/bash
# ASSERTION: sched:::remain-cpu fires when the scheduler runs and keeps the
# current thread (sched_exit_tp, no switch): each of 2000 sched_yield()
# calls schedules once, so the yields' remain-cpu and off-cpu firings add
# up to 2000 (more if a yield is also preempted: on a loaded machine a
# few hundred more); remain-cpu fires
# as the yielding thread (curlwpsinfo is it), and some yields keep the CPU.
# A kernel without sched_exit_tp (before 6.16) does not list it, and naming
# it fails saying which tracepoint is missing: then the test checks that
# and skips.
. ../lib.sh
if ! "$DTRACE" -l -n sched:::remain-cpu > "$TMPDIR/l" 2> "$TMPDIR/lerr"; then
	expect_eq "the error naming remain-cpu where it cannot work" \
		"dtrace: sched:::remain-cpu needs the kernel tracepoint sched_exit_tp (Linux 6.16 and later), which this kernel lacks" \
		"$(head -1 "$TMPDIR/lerr")"
	"$DTRACE" -l -P sched | grep -q remain-cpu && fail "remain-cpu listed where it cannot work"
	echo "SKIP: this kernel has no sched_exit_tp tracepoint (6.16): no remain-cpu"
	exit 77
fi
n=2000
"$DTRACE" -q -c "$HELPERS/syscalls yield=$n" -n '
syscall::sched_yield:entry /pid == $target/ { self->y = 1; }
syscall::sched_yield:return /self->y/ { self->y = 0; }
sched:::off-cpu /self->y/ { @off = count(); }
sched:::remain-cpu /self->y/ { @remain = count(); }
sched:::remain-cpu /self->y && (curlwpsinfo->pr_lwpid != tid || curpsinfo->pr_pid != $target)/ { @wrong = count(); }
END { printa("off %@d\n", @off); printa("remain %@d\n", @remain); printa("wrong %@d\n", @wrong); }' \
	> "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
v() { sed -n "s/^$1 //p" "$TMPDIR/out"; }
remain=$(v remain)
off=$(v off)
expect_range "remain-cpu in sched_yield" 1 $n "$remain"
expect_range "remain-cpu + off-cpu in sched_yield" $n $((n + n / 2)) $((remain + ${off:-0}))
expect_eq "remain-cpu with another thread's curlwpsinfo" "" "$(v wrong)"
exit 0
