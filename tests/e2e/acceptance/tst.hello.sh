#!/bin/bash
# ASSERTION: the first acceptance one-liner, exactly as DTrace prints it:
#   dtrace -n 'BEGIN { printf("hello\n"); exit(0); }'
. ../lib.sh
"$DTRACE" -n 'BEGIN { printf("hello\n"); exit(0); }' > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?"
expect_eq "stderr" "dtrace: description 'BEGIN ' matched 1 probe" "$(cat "$TMPDIR/err")"
sed -E 's/^ *[0-9]+( +[0-9]+ +[^ ]*:[^ ]+ )/  C\1/' "$TMPDIR/out" > "$TMPDIR/post"
printf 'CPU     ID                    FUNCTION:NAME\n  C      1                           :BEGIN hello\n\n\n' > "$TMPDIR/expected"
cmp -s "$TMPDIR/expected" "$TMPDIR/post" || { diff -u "$TMPDIR/expected" "$TMPDIR/post"; fail "stdout differs"; }
# the CPU column is a real CPU number
cpu=$(sed -n 2p "$TMPDIR/out" | awk '{ print $1 }')
expect_range "CPU" 0 $(( $(nproc) - 1 )) "$cpu"
exit 0
