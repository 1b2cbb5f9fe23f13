#!/bin/bash
# ASSERTION: loads.d 1 2 prints two one-second lines of the CPUs' runnable
# threads and exits; while the target spins on a CPU the whole time, each
# line's load is at least 0.5 (50), and each CPU has its own figure.
. ../lib.sh
. ./tk.sh

tool loads -c "$HELPERS/syscalls spin=3000" 1 2
expect_eq "lines" 2 "$(grep -c 'LOADx100' "$TMPDIR/out")"
expect_eq "lines under 50" 0 "$(count_rows '/LOADx100/ && $5 < 50')"
ncpu=$(getconf _NPROCESSORS_ONLN)
expect_eq "CPUs on a line" "$ncpu" "$(awk '/LOADx100/ { print gsub(/ [0-9]+: /, "&"); exit }' "$TMPDIR/out")"
exit 0
