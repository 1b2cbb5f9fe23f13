#!/bin/bash
# ASSERTION: the off-CPU stacks one-liner, started before a fresh
# context-switch-heavy process (pingpong: two processes passing a byte
# over pipes), drops nothing with the default buffer: until userspace has
# made the process's unwind table, its user stacks go through the ring
# raw, each record only as long as the stack it holds. Every off-CPU
# interval lands in the aggregation (its counts add up to a count kept in
# the kernel beside it), and the stacks name pingpong's main and libc's
# read and write.
# TIMEOUT: 60
. ../lib.sh
# without the walk in the kernel (may_goto, 6.9, came with the arena map type) every stack
# goes raw for the whole run, not just at its start, and 40000 a second outrun the consumer
grep -qa BPF_MAP_TYPE_ARENA /sys/kernel/btf/vmlinux ||
	{ echo "SKIP: this kernel has no may_goto (6.9): user stacks are unwound in userspace"; exit 77; }
rounds=20000
"$DTRACE" -q -n '
BEGIN { printf("ready\n"); }
sched:::off-cpu /execname == "pingpong"/ { self->ts = timestamp; }
sched:::on-cpu /self->ts/ { @[stack(), ustack()] = quantize(timestamp - self->ts); @n = count(); self->ts = 0; }
END { printa("intervals %@d\n", @n); }' > "$TMPDIR/out" 2> "$TMPDIR/err" &
dt=$!
# BEGIN fires with the probes attached, and they act from then on
for i in $(seq 100); do
	grep -q '^ready$' "$TMPDIR/out" && break
	kill -0 $dt 2> /dev/null || fail "dtrace ended: $(cat "$TMPDIR/err")"
	sleep 0.1
done
grep -q '^ready$' "$TMPDIR/out" || { kill -INT $dt; wait $dt; fail "BEGIN never fired: $(cat "$TMPDIR/err")"; }
"$HELPERS/pingpong" $rounds > /dev/null || { kill -INT $dt; wait $dt; fail "pingpong failed"; }
kill -INT $dt
wait $dt
st=$?
[ $st = 0 ] || fail "status $st: $(tail -3 "$TMPDIR/err")"
grep -E '^dtrace: [0-9]+ drops? on CPU' "$TMPDIR/err" && fail "records dropped"
n=$(awk '$1 == "intervals" { print $2 }' "$TMPDIR/out")
expect_range "off-CPU intervals of $rounds round trips" $rounds $((10 * rounds)) "$n"
sum=$(awk '$2 ~ /^\|/ { s += $NF } END { print s + 0 }' "$TMPDIR/out")
# an update the kernel could not make is counted and said ("aggregation drops"), apart
aggdrops=$(sed -En 's/^dtrace: ([0-9]+) aggregation drops? on CPU [0-9]+$/\1/p' "$TMPDIR/err" |
	awk '{ s += $1 } END { print s + 0 }')
expect_range "intervals in the stack aggregation (of $n, $aggdrops aggregation drops)" \
	$((n - aggdrops)) $((n + aggdrops)) "$sum"
grep -Eq '^ {14}pingpong`main\+0x[0-9a-f]+$' "$TMPDIR/out" || fail "no pingpong\`main frame: $(head -40 "$TMPDIR/out")"
grep -Eq '^ {14}libc.so.6`(__libc_)?read\+0x[0-9a-f]+$' "$TMPDIR/out" || fail "no libc read frame"
grep -Eq '^ {14}libc.so.6`(__libc_)?write\+0x[0-9a-f]+$' "$TMPDIR/out" || fail "no libc write frame"
exit 0
