#!/bin/bash
# ASSERTION: profile.d -c CMD samples the target's stacks at 99 Hz: a
# target spinning in main for 600 ms has user stacks with main, as many
# samples as its CPU time says (about 99 a CPU second, within a factor of
# two, for a busy machine); every entry starts with the process name;
# profile.d 1 (no target) exits by itself after a second.
. ../lib.sh
. ./tk.sh

tool profile -c "$HELPERS/syscalls spin=600 cpu"
cpu=$(awk '$1 == "cpu_ms" { print $2 }' "$TMPDIR/out")
n=$(awk '/^  syscalls/ { on = 1; main = 0; next }
	on && /syscalls`main/ { main = 1 }
	on && /^ +[0-9]+$/ { if (main) s += $1; on = 0 }
	END { print s + 0 }' "$TMPDIR/out")
expect_range "samples in main ($cpu ms of CPU)" $((cpu * 99 / 2000)) $((cpu * 99 * 2 / 1000 + 5)) "$n"
expect_eq "entries for other processes" 0 "$(count_rows '/^  [^ ]/ && $1 != "syscalls"')"
start=$(now_ms)
tool profile 1
expect_range "profile.d 1 ran (ms)" 900 5000 $(( $(now_ms) - start ))
exit 0
