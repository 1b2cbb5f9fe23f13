#!/bin/bash
# ASSERTION: a thread leaving the CPU because it was stopped (SIGSTOP) has
# curlwpsinfo->pr_state SSTOP (4) and pr_sname 'T'; its ordinary sleeps
# are SSLEEP (1) 'S'. A -c target stopped by dtrace's ptrace at its exit
# (__TASK_TRACED) is SSTOP 'T' too, and its last switch (TASK_DEAD) is
# SZOMB (3) 'Z': never the unknown state 7 '?'.
. ../lib.sh
"$HELPERS/sleeper" 5 > "$TMPDIR/pid" &
sp=$!
trap 'kill -CONT $sp 2>/dev/null; kill $sp 2>/dev/null' EXIT
for i in $(seq 50); do [ -s "$TMPDIR/pid" ] && break; sleep 0.1; done
"$DTRACE" -q -p "$sp" -n '
BEGIN { printf("ready\n"); }
sched:::off-cpu /pid == $target/ { @[curlwpsinfo->pr_state, curlwpsinfo->pr_sname] = count(); }
tick-1s { printa("%d %c %@d\n", @); exit(0); }' > "$TMPDIR/out" 2> "$TMPDIR/err" &
dt=$!
for i in $(seq 100); do grep -q ready "$TMPDIR/out" 2> /dev/null && break; sleep 0.05; done
sleep 0.1
kill -STOP $sp
sleep 0.2
kill -CONT $sp
wait $dt || fail "dtrace failed: $(cat "$TMPDIR/err")"
grep -Eq '^4 T [0-9]+$' "$TMPDIR/out" || fail "no stopped off-cpu (4 T): $(cat "$TMPDIR/out")"
grep -Eq '^1 S [0-9]+$' "$TMPDIR/out" || fail "no sleeping off-cpu (1 S): $(cat "$TMPDIR/out")"
"$DTRACE" -q -c "$HELPERS/syscalls sleep=20" -n '
sched:::off-cpu /pid == $target/ { @[curlwpsinfo->pr_state, curlwpsinfo->pr_sname] = count(); }
END { printa("%d %c %@d\n", @); }' > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "dtrace -c failed: $(cat "$TMPDIR/err")"
grep -Eq '^7 ' "$TMPDIR/out" && fail "a state 7 off-cpu: $(cat "$TMPDIR/out")"
grep -Eq '^4 T [0-9]+$' "$TMPDIR/out" || fail "no stopped off-cpu at exit (4 T): $(cat "$TMPDIR/out")"
grep -Eq '^3 Z [0-9]+$' "$TMPDIR/out" || fail "no last switch of the exiting thread (3 Z): $(cat "$TMPDIR/out")"
exit 0
