#!/bin/bash
# ASSERTION: dtrace's exit status is the value given to exit(); a compile
# error exits 1; END runs before exiting with the status.
out=$("$DTRACE" -q -n 'BEGIN { exit(3); } END { printf("end\n"); }')
st=$?
[ $st = 3 ] || { echo "exit(3): status $st"; exit 1; }
[ "$out" = "end" ] || { echo "exit(3): stdout [$out]"; exit 1; }
"$DTRACE" -q -n 'BEGIN { exit(0); }' || { echo "exit(0): status $?"; exit 1; }
"$DTRACE" -q -n 'BEGIN { x = ; }' 2>/dev/null
st=$?
[ $st = 1 ] || { echo "syntax error: status $st"; exit 1; }
exit 0
