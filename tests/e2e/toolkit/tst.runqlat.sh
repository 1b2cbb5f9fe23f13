#!/bin/bash
# ASSERTION: runqlat.d -c CMD histograms how long the target's threads
# waited to run after being woken: ten 1 ms sleeps are at least ten
# wake-ups; runqlat.d 1 (everything) exits by itself after a second.
. ../lib.sh
. ./tk.sh

tool runqlat -c "$HELPERS/syscalls sleep=1 sleep=1 sleep=1 sleep=1 sleep=1 sleep=1 sleep=1 sleep=1 sleep=1 sleep=1"
expect_range "wake-ups" 10 1000 "$(hist_total "run queue latency (us)")"
start=$(now_ms)
tool runqlat 1
expect_range "runqlat.d 1 ran (ms)" 900 5000 $(( $(now_ms) - start ))
expect_range "system-wide wake-ups" 1 10000000 "$(hist_total "run queue latency (us)")"
exit 0
