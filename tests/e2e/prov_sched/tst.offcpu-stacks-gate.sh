#!/bin/bash
# ASSERTION: the stacks of a thread arriving at sched:::on-cpu are there
# whichever way the script orders its clauses. The program of on-cpu
# stashes the stacks of a thread leaving only if its self->ts is set
# (cg_task.c) where that is set by an off-cpu program that runs before it
# at the same switch; with on-cpu's clause first, its program runs first
# and must stash every thread. Each run: every sleep of the target (10 ms)
# is counted under a stack through schedule and sleeper`main. Then with
# only stack(), or only ustack(), in the key (only that one is stashed):
# every sleep under schedule, or under main.
# Only sleeps are timed (off-cpu while SSLEEP): under load the target is
# also preempted about once a cycle (measured: 91 off-cpus for 47 sleeps
# with three spinning shells on two CPUs), which a count in 500 ms could
# not bound; and the aggregation is read when the consumer gets to the
# printa, not at the tick. So the count is checked against the target's
# nanosleep calls, read at the same moment: each seen once (one may be
# under way, one return to the CPU the kernel may not trace).
. ../lib.sh
"$HELPERS/sleeper" 10 > "$TMPDIR/pid" &
sp=$!
trap 'kill $sp 2>/dev/null' EXIT
for i in $(seq 50); do [ -s "$TMPDIR/pid" ] && break; sleep 0.1; done
on='sched:::on-cpu /self->ts/ { @[stack(), ustack()] = count(); @n = count(); self->ts = 0; }'
off='sched:::off-cpu /pid == $target && curlwpsinfo->pr_state == SSLEEP/ { self->ts = timestamp; }'
calls='syscall::clock_nanosleep:entry /pid == $target/ { @calls = count(); }'
tick='tick-500ms { printa("sleeps %@d\n", @n); printa("calls %@d\n", @calls); exit(0); }'
# check_count: the sleeps counted against the nanosleep calls
check_count() {
	n=$(sed -n 's/^sleeps //p' "$TMPDIR/out")
	c=$(sed -n 's/^calls //p' "$TMPDIR/out")
	expect_range "nanosleep calls in 500 ms" 20 1000 "$c"
	expect_range "sleeps for $c nanosleep calls" $((c - 2)) $((c + 1)) "$n"
}
for order in "$off $on" "$on $off"; do
	"$DTRACE" -q -p "$sp" -n "$order $calls $tick" \
		> "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
	check_count
	# each stack's count follows its frames; the ones with schedule and main add up to all
	got=$(awk '/vmlinux`(__)?schedule/ { k = 1 } /sleeper`main/ { u = 1 } /^ +[0-9]+$/ { if (k && u) s += $1; k = u = 0 } END { print s + 0 }' "$TMPDIR/out")
	expect_eq "sleeps under a stack through schedule and main (clauses: ${order:0:14}...)" "$n" "$got"
done
for k in 'stack():vmlinux`(__)?schedule' 'ustack():sleeper`main'; do
	"$DTRACE" -q -p "$sp" -n "$off"' sched:::on-cpu /self->ts/ { @['"${k%%:*}"'] = count(); @n = count(); self->ts = 0; }
	'"$calls $tick" > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
	check_count
	got=$(awk -v re="${k#*:}" '$0 ~ re { f = 1 } /^ +[0-9]+$/ { if (f) s += $1; f = 0 } END { print s + 0 }' "$TMPDIR/out")
	expect_eq "sleeps under a stack through ${k#*:} (@[${k%%:*}])" "$n" "$got"
done
exit 0
