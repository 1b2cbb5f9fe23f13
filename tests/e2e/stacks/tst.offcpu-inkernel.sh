#!/bin/bash
# ASSERTION: the off-CPU stacks one-liner on the -c process builds its
# ustack() keys in the kernel: the user stack of the thread going off CPU
# is unwound with its CFI tables as it leaves, so with a ring buffer that
# holds at most one raw stack (8 KB) nothing is dropped, and the stacks
# reach the program's main through libc's nanosleep (no frame pointers).
# ustackdepth of the thread arriving counts the frames its ustack() shows.
. ../lib.sh
# the walk in the kernel needs may_goto (6.9), which came with the arena map type
grep -qa BPF_MAP_TYPE_ARENA /sys/kernel/btf/vmlinux ||
	{ echo "SKIP: this kernel has no may_goto (6.9): user stacks are unwound in userspace"; exit 77; }
"$DTRACE" -q -b 16k -c "$HELPERS/sleeper 2" -n '
sched:::off-cpu /pid == $target/ { self->ts = timestamp; }
sched:::on-cpu /self->ts/ { @[stack(), ustack()] = quantize(timestamp - self->ts); self->ts = 0; }
tick-1s { exit(0); }' > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
grep -q drops "$TMPDIR/err" && fail "stacks went raw: $(cat "$TMPDIR/err")"
grep -Eq '^ {14}libc.so.6`(clock_)?nanosleep(\+0x[0-9a-f]+)?$' "$TMPDIR/out" ||
	fail "no nanosleep frame: $(head -30 "$TMPDIR/out")"
grep -Eq '^ {14}sleeper`main(\+0x[0-9a-f]+)?$' "$TMPDIR/out" || fail "no sleeper\`main frame in the user stacks"
n=$(awk '$2 ~ /^\|/ { s += $NF } END { print s + 0 }' "$TMPDIR/out")
expect_range "off-CPU intervals in a second of 2 ms sleeps (and preemptions)" 100 5000 "$n"
# the thread arriving: its usual stack (the most counted) and its usual ustackdepth
"$DTRACE" -q -c "$HELPERS/sleeper 2" -n '
sched:::on-cpu /pid == $target/ { @s[ustack()] = count(); @d[ustackdepth] = count(); }
tick-1s { printa("depth %d %@d\n", @d); printa(@s); exit(0); }' > "$TMPDIR/out" 2> "$TMPDIR/err" ||
	fail "status $?: $(cat "$TMPDIR/err")"
depth=$(awk '$1 == "depth" && $3 > max { max = $3; d = $2 } END { print d }' "$TMPDIR/out")
frames=$(awk '$1 == "depth" { next } /`/ { n++; next } /^ +[0-9]+$/ { if ($1 > max) { max = $1; f = n } n = 0 }
	END { print f }' "$TMPDIR/out")
expect_range "frames of the usual stack" 3 20 "$frames"
expect_eq "usual ustackdepth" "$frames" "$depth"
exit 0
