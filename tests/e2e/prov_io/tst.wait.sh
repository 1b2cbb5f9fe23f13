#!/bin/bash
# ASSERTION: io:::wait-start and io:::wait-done fire in the thread that
# waits for its block I/O, in pairs: the target reads a file written and
# synced before with sixteen 1 MiB O_DIRECT read()s. Every wait-start of
# the target is followed by a wait-done of the same thread before any
# other wait-start, and no wait-done comes without one; within its
# read()s, both have as args the last request the thread started (its
# io:::start: B_READ, the same block and size at wait-start and
# wait-done, the file system's disk as dev_statname); each wait lasts more
# than 0 and less than 5 s; stack() at wait-done is where the thread
# waited (io_schedule). Now and then the kernel switches a thread in
# unseen by any sched_switch program (sched:::on-cpu misses it too: the
# target's on-cpu and off-cpu counts then differ); each such miss may cost
# one wait-done (or wait-start), and no more. (A read whose I/O is done
# before the thread would sleep does not wait: on a fast host none of the
# sixteen may, and the target runs again, up to three times, until one
# does.)
. ../lib.sh
dir=$TMPDIR
[ "$(stat -f -c %T "$dir")" = tmpfs ] && dir=/var/tmp
[ "$(stat -f -c %T "$dir")" = tmpfs ] && { echo "no disk-backed directory for block I/O"; exit 77; }
f=$dir/dtrace-io-wait.$$
trap 'rm -f "$f"' EXIT
# the disk the file system is on (a partition's parent)
devno=$(stat -c '%Hd:%Ld' "$dir")
sys=$(readlink -f "/sys/dev/block/$devno")
[ -e "$sys/partition" ] && sys=$(dirname "$sys")
disk=$(basename "$sys")
[ -n "$disk" ] || fail "no disk for $dir ($devno)"
"$HELPERS/syscalls" "dwrite=$f:16:1048576" || fail "cannot write $f"
sync "$f"
for try in 1 2 3; do
	"$DTRACE" -q -c "$HELPERS/syscalls dread=$f:16:1048576" -n '
BEGIN
{	/* every key made here: a new key made at sched_switch may not be (aggregation drops) */
	@n["nested"] = sum(0); @n["start"] = sum(0); @n["start-read"] = sum(0); @n["start-last"] = sum(0);
	@n["unpaired"] = sum(0); @n["done"] = sum(0); @n["done-same"] = sum(0); @n["done-tid"] = sum(0);
	@n["on"] = sum(0); @n["off"] = sum(0); @dev[$$1] = sum(0);
}
sched:::on-cpu /pid == $target/ { @n["on"] = sum(1); }
sched:::off-cpu /pid == $target/ { @n["off"] = sum(1); }
syscall::read:entry /pid == $target/ { self->r = 1; }
syscall::read:return /self->r/ { self->r = 0; }
io:::start /pid == $target/ { self->lastblk = args[0]->b_blkno; self->lastcount = args[0]->b_bcount; }
io:::wait-start /pid == $target && self->ws/ { @n["nested"] = sum(1); }
io:::wait-start /pid == $target/ { self->ws = timestamp; }
io:::wait-start /self->r/
{
	self->blkno = args[0]->b_blkno;
	self->count = args[0]->b_bcount;
	@n["start"] = sum(1);
	@n["start-read"] = sum(args[0]->b_flags & B_READ ? 1 : 0);
	@n["start-last"] = sum(args[0]->b_blkno == self->lastblk && args[0]->b_bcount == self->lastcount &&
	    args[0]->b_bcount > 0);
	@dev[args[1]->dev_statname] = sum(1);
}
io:::wait-done /pid == $target && !self->ws/ { @n["unpaired"] = sum(1); }
io:::wait-done /self->ws && self->r/
{
	@n["done"] = sum(1);
	@n["done-same"] = sum(args[0]->b_blkno == self->blkno && args[0]->b_bcount == self->count &&
	    (args[0]->b_flags & B_READ) && args[1]->dev_statname == $$1);
	@n["done-tid"] = sum(tid == curlwpsinfo->pr_lwpid);
	@lo = min(timestamp - self->ws);
	@hi = max(timestamp - self->ws);
}
io:::wait-done /self->ws && self->r && !self->stk/ { stack(); self->stk = 1; }
io:::wait-done /self->ws/ { self->ws = 0; }
END { printa("%s %@d\n", @n); printa("dev %s %@d\n", @dev); printa("lo %@d\n", @lo); printa("hi %@d\n", @hi); }
' "$disk" > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
	grep -q '^start 0$' "$TMPDIR/out" || break
done
v() { sed -n "s/^$1 //p" "$TMPDIR/out"; }
n=$(v start)
unseen=$(( $(v off) - $(v on) ))
[ "$unseen" -lt 0 ] && unseen=$(( -unseen ))
expect_range "waits in read()" 1 100000 "$n"
expect_range "wait-done after each wait-start" $((n - unseen)) "$n" "$(v done)"
expect_range "wait-start before the last wait-done" 0 "$unseen" "$(v nested)"
expect_range "wait-done without wait-start" 0 "$unseen" "$(v unpaired)"
expect_eq "waits for a read" "$n" "$(v start-read)"
expect_eq "waits for the request the thread started last" "$n" "$(v start-last)"
expect_eq "wait-done with the same read on $disk" "$(v done)" "$(v done-same)"
expect_eq "wait-done as the waiting thread" "$(v done)" "$(v done-tid)"
expect_eq "devices" "dev $disk $n" "$(grep '^dev ' "$TMPDIR/out")"
expect_range "shortest wait (ns)" 1 5000000000 "$(v lo)"
expect_range "longest wait (ns)" "$(v lo)" 5000000000 "$(v hi)"
grep -q 'vmlinux`io_schedule' "$TMPDIR/out" || fail "no io_schedule in wait-done's stack: $(cat "$TMPDIR/out")"
exit 0
