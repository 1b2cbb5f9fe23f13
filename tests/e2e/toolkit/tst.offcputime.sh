#!/bin/bash
# ASSERTION: offcputime.d sums the target's time off CPU by stack: its two
# 150 ms sleeps are one entry whose kernel stack has the nanosleep path and
# whose user stack has main, worth at least 300 ms.
. ../lib.sh
. ./tk.sh

tool offcputime -c "$HELPERS/syscalls sleep=150 sleep=150"
ns=$(awk '/^  syscalls/ { on = 1; sl = 0; m = 0; next }
	on && /vmlinux`do_nanosleep/ { sl = 1 }
	on && /syscalls`main/ { m = 1 }
	on && /^ +[0-9]+$/ { if (sl && m) print $1; on = 0 }' "$TMPDIR/out")
expect_range "ns asleep in nanosleep from main" 300000000 3000000000 "$ns"
exit 0
