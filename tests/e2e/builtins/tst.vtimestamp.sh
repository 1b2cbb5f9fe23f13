#!/bin/bash
# ASSERTION: vtimestamp is the thread's own on-CPU time, exact: across a
# 300 ms spin in user space (no system calls) it grows by the CPU time the
# helper reports itself (getrusage, the kernel's exact sum) and never by
# more than the time that passed; across a 300 ms sleep it hardly grows.
. ../lib.sh
"$DTRACE" -q -c "$HELPERS/syscalls cpu spin=300 cpu sleep=300 cpu" -n '
syscall::getrusage:return /pid == $target/ { printf("vt %d %d\n", vtimestamp, timestamp); }' \
	> "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
mapfile -t vt < <(awk '$1 == "vt" { print $2 }' "$TMPDIR/out")
mapfile -t ts < <(awk '$1 == "vt" { print $3 }' "$TMPDIR/out")
mapfile -t cpu < <(awk '$1 == "cpu_ms" { print $2 }' "$TMPDIR/out")
expect_eq "vt lines" 3 "${#vt[@]}"
expect_eq "cpu_ms lines" 3 "${#cpu[@]}"
spin_vt=$(( (vt[1] - vt[0]) / 1000000 )) spin_cpu=$(( cpu[1] - cpu[0] ))
spin_wall=$(( (ts[1] - ts[0]) / 1000000 ))
sleep_vt=$(( (vt[2] - vt[1]) / 1000000 )) sleep_cpu=$(( cpu[2] - cpu[1] ))
sleep_wall=$(( (ts[2] - ts[1]) / 1000000 ))
# the spin really ran (a loaded machine gives it less than all 300 ms)
expect_range "spin vtimestamp ms (wall $spin_wall)" 30 $(( spin_wall + 1 )) "$spin_vt"
# it is the kernel's count: getrusage's ms (two truncations) and a tenth
expect_range "spin vtimestamp ms against getrusage's $spin_cpu" \
	$(( spin_cpu - 3 - spin_cpu / 10 )) $(( spin_cpu + 3 + spin_cpu / 10 )) "$spin_vt"
expect_range "sleep wall ms" 300 100000 "$sleep_wall"
expect_range "sleep vtimestamp ms" 0 20 "$sleep_vt"
expect_range "sleep vtimestamp ms against getrusage's $sleep_cpu" 0 $(( sleep_cpu + 3 )) "$sleep_vt"
exit 0
