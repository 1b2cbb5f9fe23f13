#!/bin/bash
# ASSERTION: DTrace's lock subroutines on Linux locks. A mutex the thread
# just took after contending for it (lock:contention_begin with the mutex
# flag, then contention_end for that lock with 0) is owned, by curthread;
# mutexes are adaptive, not spin; a mutex nobody holds (cred_guard_mutex
# once exec is done) is not owned and its owner is NULL. mmap_lock (an
# rw_semaphore) right after it was taken: held for write when taken for
# write (rw_iswriter too), for read when taken for read (the sdt probe's
# fields are in the same order on 6.1, whose raw arguments differ).
. ../lib.sh
load() { # four writers into one pipe contend for its mutex
	{ for i in 1 2 3 4; do yes & done; wait; } 2> /dev/null | head -c 20000000 > /dev/null
}
# the writers start once the probes are live (BEGIN) and go on until dtrace
# has seen ten contended mutexes: a machine slow to start dtrace must not
# see the load come and go before
"$DTRACE" -q -n '
BEGIN { printf("ready\n"); }
rawtp:lock::contention_begin /args[1] & 0x20/ { self->m = args[0]; }
rawtp:lock::contention_end /self->m == args[0] && args[1] == 0/ {
	@m[mutex_owned(args[0]), mutex_owner(args[0]) == curthread, mutex_type_adaptive(args[0]),
	   mutex_type_spin(args[0])] = count(); self->m = 0; n++; }
rawtp:lock::contention_end /n >= 10/ { exit(0); }
tick-20s { exit(0); }' > "$TMPDIR/out1" 2> "$TMPDIR/err" &
dt=$!
for i in $(seq 300); do grep -q ready "$TMPDIR/out1" && break; kill -0 $dt 2> /dev/null || break; sleep 0.1; done
while kill -0 $dt 2> /dev/null; do load; done
wait $dt || fail "dtrace failed: $(cat "$TMPDIR/err")"
out=$(grep -v '^ready$' "$TMPDIR/out1")
echo "$out" | awk 'NF == 5' > "$TMPDIR/m"
[ -s "$TMPDIR/m" ] || fail "no mutex taken after contention in 20 s: $out"
expect_eq "mutexes" "1 1 1 0" "$(awk '{ print $1, $2, $3, $4 }' "$TMPDIR/m" | sort -u)"
out=$("$DTRACE" -q -c "$HELPERS/forkexec /bin/true" -n '
rawtp:sched::sched_process_exec /ppid == $target/ {
	printf("%d %d\n", mutex_owned(&curthread->signal->cred_guard_mutex),
	    mutex_owner(&curthread->signal->cred_guard_mutex) == NULL); }' \
	2> "$TMPDIR/err") || fail "dtrace failed: $(cat "$TMPDIR/err")"
expect_eq "not held" "0 1" "$(echo "$out" | grep -v '^$')"
out=$("$DTRACE" -q -c "sh -c 'for i in 1 2 3 4 5 6 7 8 9 10; do /bin/true; done'" -n '
sdt:mmap_lock::mmap_lock_acquire_returned /args[3]/ {
	this->l = &((struct mm_struct *)args[0])->mmap_lock;
	@[args[2] ? "write" : "read", rw_read_held(this->l), rw_write_held(this->l), rw_iswriter(this->l)] = count(); }' 2> "$TMPDIR/err") || fail "dtrace failed: $(cat "$TMPDIR/err")"
echo "$out" | awk 'NF == 5 { print $1, $2, $3, $4 }' | sort -u > "$TMPDIR/rw"
grep -qx "write 0 1 1" "$TMPDIR/rw" || fail "no write hold seen: $out"
grep -qx "read 1 0 0" "$TMPDIR/rw" || fail "no read hold seen: $out"
# a read event with the writer's bit set is mmap_write_downgrade(), which traces before it downgrades
expect_eq "rwsems" "" "$(grep -v -x -e 'write 0 1 1' -e 'read 1 0 0' -e 'read 0 1 1' "$TMPDIR/rw")"
exit 0
