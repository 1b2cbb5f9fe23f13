#!/bin/bash
# ASSERTION: a program the kernel refuses with E2BIG is loaded again for
# the verifier's log, and dtrace says the log's reason: here a clause
# with more aggregations than a BPF program may use maps (64), each
# aggregation being a map of its own.
. ../lib.sh
prog='BEGIN {'
for i in $(seq 0 69); do prog="$prog @a$i = count();"; done
prog="$prog exit(0); }"
timeout 20 "$DTRACE" -q -n "$prog" >/dev/null 2>"$TMPDIR/err"
expect_eq "status" 1 $?
expect_eq "reason" "dtrace: failed to load program for dtrace:::BEGIN: rejected by the kernel verifier: The total number of maps per program has reached the limit of 64" "$(tail -1 "$TMPDIR/err")"
