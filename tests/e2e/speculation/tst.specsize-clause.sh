#!/bin/bash
# ASSERTION: a speculative clause whose record cannot fit in -x specsize
# ends at its speculate(), as DTrace's does: its later statements do not
# run (a store after it is not made), and its record is counted as a
# speculative drop. With room enough, the same clause runs and commits.
. ../lib.sh

prog='BEGIN { s = speculation(); }
BEGIN { speculate(s); printf("speculated %d\n", 1); done = 1; }
BEGIN { commit(s); }
BEGIN { printf("done %d\n", done); exit(0); }'

out=$("$DTRACE" -q -x specsize=8 -n "$prog" 2>"$TMPDIR/err")
expect_eq "too small: output" "done 0" "$out"
expect_eq "too small: drop" "dtrace: 1 speculative drop" "$(cat "$TMPDIR/err")"
out=$("$DTRACE" -q -n "#pragma D option specsize=8
$prog" 2>"$TMPDIR/err")
expect_eq "too small (pragma): output" "done 0" "$out"
out=$("$DTRACE" -q -x specsize=1k -n "$prog" 2>"$TMPDIR/err")
expect_eq "room: output" "speculated 1
done 1" "$out"
expect_eq "room: stderr" "" "$(cat "$TMPDIR/err")"
exit 0
