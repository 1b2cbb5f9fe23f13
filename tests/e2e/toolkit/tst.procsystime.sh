#!/bin/bash
# ASSERTION: procsystime.d measures the target's system calls: 5 getppid()
# and 1 clock_nanosleep() calls, the sleep's elapsed time at least its 200
# ms and its CPU time far less.
. ../lib.sh
. ./tk.sh

tool procsystime -c "$HELPERS/syscalls getppid=5 sleep=200"
table() { awk -v t="$1" -v k="$2" '$1 == "SYSCALL" { on = ($2 == t) } on && $1 == k { print $2 }' "$TMPDIR/out"; }
expect_eq "getppid calls" 5 "$(table COUNT getppid)"
expect_eq "clock_nanosleep calls" 1 "$(table COUNT clock_nanosleep)"
expect_range "sleep elapsed (ns)" 200000000 5000000000 "$(table 'ELAPSED(ns)' clock_nanosleep)"
expect_range "sleep CPU (ns)" 1 50000000 "$(table 'CPU(ns)' clock_nanosleep)"
exit 0
