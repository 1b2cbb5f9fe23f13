#!/bin/bash
# ASSERTION: cswstat.d 2 prints two one-second lines and exits; while the
# target switches (sleeps of 1 ms), each second has context switches and
# an average switch time.
. ../lib.sh
. ./tk.sh

"$HELPERS/syscalls" sleep=1 sleep=1 sleep=1 sleep=1 sleep=1 sleep=1 sleep=1 sleep=1 sleep=2500 &
tool cswstat 2
wait
expect_eq "header" "TIME NUM CSWTIME(us) AVGTIME(ns)" "$(head -1 "$TMPDIR/out" | tr -s ' ')"
expect_eq "lines" 2 "$(count_rows 'NR > 1 && NF == 7')"
expect_eq "lines without switches" 0 "$(count_rows 'NR > 1 && NF == 7 && ($5 < 1 || $7 < 1)')"
exit 0
