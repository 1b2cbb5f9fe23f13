#!/bin/bash
# ASSERTION: as root on a kernel with task-local storage usable from a raw
# tracepoint, scalar thread-locals live there (one u64 each in one
# dt_tstore value, read and written through bpf_task_storage_get), except
# one that a clause of sched:::on-cpu touches (it runs for the thread
# coming on CPU, not the current one): that one stays in the dt_tls hash,
# for every clause, as does one that a profile clause touches (its program
# may run in NMI context). A string thread-local stays in the hash too, and
# DTRACE_TLS=hash keeps them all there.
. ../lib.sh
if ! command -v bpftool > /dev/null; then
	echo "no bpftool here to tell whether this kernel has task storage for raw tracepoints"
	exit 77
fi
bpftool feature probe kernel 2>/dev/null > "$TMPDIR/features"
if ! grep -q 'map_type task_storage is available' "$TMPDIR/features" ||
   ! awk '/program type raw_tracepoint/ { on = 1; next } /program type/ { on = 0 }
	  on && /bpf_task_storage_get/ { found = 1 } END { exit !found }' "$TMPDIR/features"; then
	echo "this kernel has no task storage for raw tracepoints (bpftool feature probe)"
	exit 77
fi
prog='
syscall::getppid:entry { self->a = 1; self->b = 2; self->s = "x"; }
syscall::getppid:return /self->a/ { @ = sum(self->a + self->b + self->on); self->a = 0; }
sched:::on-cpu { self->on = 1; }'
"$DTRACE" -e -S -n "$prog" > "$TMPDIR/lst" 2>&1 || fail "listing: status $? ($(cat "$TMPDIR/lst"))"
grep -q '^map [0-9]* dt_tstore: task_storage key 4 value 16 entries 0$' "$TMPDIR/lst" ||
	fail "no dt_tstore of two u64 (self->a, self->b): $(grep '^map' "$TMPDIR/lst")"
grep -q 'call task_storage_get' "$TMPDIR/lst" || fail "no task_storage_get call"
grep -q '^map [0-9]* dt_tls: hash' "$TMPDIR/lst" || fail "no dt_tls hash for self->on and self->s"
# the on-cpu program uses only the hash
awk '/^program/ { on = /sched:::on-cpu/ } on && /task_storage_get|dt_tstore/ { bad = 1 }
     END { exit bad }' "$TMPDIR/lst" || fail "sched:::on-cpu's program uses task storage"
"$DTRACE" -e -S -n 'profile-97 { self->p = 1; } syscall::getppid:entry { self->q = self->p + 1; }' \
	> "$TMPDIR/lst" 2>&1 || fail "profile listing: status $? ($(cat "$TMPDIR/lst"))"
grep -q '^map [0-9]* dt_tstore: task_storage key 4 value 8 entries 0$' "$TMPDIR/lst" ||
	fail "not one u64 (self->q) in dt_tstore: $(grep '^map' "$TMPDIR/lst")"
awk '/^program/ { on = /profile/ } on && /task_storage_get|dt_tstore/ { bad = 1 }
     END { exit bad }' "$TMPDIR/lst" || fail "the profile program uses task storage"
DTRACE_TLS=hash "$DTRACE" -e -S -n "$prog" > "$TMPDIR/lst" 2>&1 || fail "hash listing: status $?"
! grep -q 'dt_tstore\|task_storage_get' "$TMPDIR/lst" || fail "DTRACE_TLS=hash still uses task storage"
exit 0
