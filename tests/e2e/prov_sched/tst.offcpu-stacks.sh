#!/bin/bash
# ASSERTION: the DESIGN's first acceptance one-liner, on a process given
# with -p that sleeps 10 ms at a time:
#   sched:::off-cpu /pid == $target/ { self->ts = timestamp; }
#   sched:::on-cpu /self->ts/ { @[stack(), ustack()] = quantize(timestamp - self->ts); self->ts = 0; }
# The kernel stack goes through the scheduler, the user stack reaches the
# program's main through libc's nanosleep (no frame pointers), and the
# 10 ms sleeps fill the 8388608 ns bucket (2^23 <= 1e7 < 2^24).
. ../lib.sh
"$HELPERS/sleeper" 10 > "$TMPDIR/pid" &
sp=$!
trap 'kill $sp 2>/dev/null' EXIT
for i in $(seq 50); do [ -s "$TMPDIR/pid" ] && break; sleep 0.1; done
"$DTRACE" -q -p "$sp" -n '
sched:::off-cpu /pid == $target/ { self->ts = timestamp; }
sched:::on-cpu /self->ts/ { @[stack(), ustack()] = quantize(timestamp - self->ts); self->ts = 0; }
BEGIN { t0 = timestamp; }
tick-1s { printf("elapsed %d\n", (timestamp - t0) / 1000000); exit(0); }' > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
ms=$(sed -n 's/^elapsed //p' "$TMPDIR/out")
grep -Eq '^ {14}vmlinux`(__)?schedule(\+0x[0-9a-f]+)?$' "$TMPDIR/out" || fail "no schedule frame: $(head -20 "$TMPDIR/out")"
grep -Eq '^ {14}sleeper`main(\+0x[0-9a-f]+)?$' "$TMPDIR/out" || fail "no sleeper\`main frame in the user stacks"
n=$(awk '$1 == 8388608 && $2 ~ /^\|/ { s += $NF } END { print s + 0 }' "$TMPDIR/out")
expect_range "10 ms sleeps in the 8388608 bucket over $ms ms" $(( ms / 10 * 4 / 10 )) $(( ms / 10 + 10 )) "$n"
exit 0
