#!/bin/bash
# ASSERTION: loads.d 1 2 prints two one-second lines of the CPUs' runnable
# threads and exits; while the target spins on a CPU the whole time, each
# line's load is at least 0.5 (50), and each CPU sampled has its own
# figure, once. (An idle CPU may have none: on some virtual machines its
# profile timer fires about once a second, as perf's own cpu-clock shows,
# and a second may pass without a sample.)
. ../lib.sh
. ./tk.sh

tool loads -c "$HELPERS/syscalls spin=3000" 1 2
expect_eq "lines" 2 "$(grep -c 'LOADx100' "$TMPDIR/out")"
expect_eq "lines under 50" 0 "$(count_rows '/LOADx100/ && $5 < 50')"
ncpu=$(getconf _NPROCESSORS_ONLN)
figures=$(awk '/LOADx100/ { print gsub(/ [0-9]+: /, "&"); exit }' "$TMPDIR/out")
expect_range "CPUs on a line" 1 "$ncpu" "$figures"
expect_eq "each CPU once, a CPU of this machine" "$figures" \
	"$(awk -v n="$ncpu" '/LOADx100/ { for (i = 1; i <= NF; i++) if ($i ~ /^[0-9]+:$/ && $i + 0 < n) seen[$i]++; exit }
		END { print length(seen) }' "$TMPDIR/out")"
exit 0
