#!/bin/bash
# ASSERTION: with -x bufresize=manual a size memory cannot give is
# refused, not lowered ("could not enable tracing: Cannot allocate
# memory"): bufsize, and aggsize, dynvarsize or specsize when the program
# has what they size (aggregations, dynamic variables, speculations).
. ../lib.sh
ENOMEM="dtrace: could not enable tracing: Cannot allocate memory"
try() { # OPTION PROGRAM
	timeout 20 "$DTRACE" -q -x bufresize=manual -x "$1" -n "$2" >"$TMPDIR/out" 2>"$TMPDIR/err"
	st=$?
	err=$(tail -1 "$TMPDIR/err")
}
try bufsize=100t 'BEGIN { exit(0); }'
expect_eq "bufsize=100t" "1 $ENOMEM" "$st $err"
try aggsize=100t 'BEGIN { @ = count(); exit(0); }'
expect_eq "aggsize=100t" "1 $ENOMEM" "$st $err"
try dynvarsize=100t 'BEGIN { a[1] = 1; exit(0); }'
expect_eq "dynvarsize=100t" "1 $ENOMEM" "$st $err"
try specsize=100t 'BEGIN { s = speculation(); } BEGIN { speculate(s); trace(1); } BEGIN { exit(0); }'
expect_eq "specsize=100t" "1 $ENOMEM" "$st $err"
# nothing to size: nothing to allocate
try aggsize=100t 'BEGIN { trace(3); exit(0); }'
expect_eq "aggsize=100t, no aggregation" "0 3" "$st $(cat "$TMPDIR/out")"
try specsize=100t 'BEGIN { @ = count(); exit(0); }'
expect_eq "specsize=100t, no speculation" "0" "$st"
