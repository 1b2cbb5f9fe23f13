#!/bin/bash
# ASSERTION: memleak.d reports what the target left allocated, by call
# site: keep()'s 20 blocks of 1000 bytes (never freed), none of churn()'s
# (each freed), none of grow()'s calloc()s (realloc()ed) and all ten of its
# realloc()s of 3000 bytes; then the stacks.
. ../lib.sh
. ./tk.sh

tool memleak -c "$HELPERS/leaky 20"
expect_eq "header" "CALLER BYTES BLOCKS" "$(head -1 "$TMPDIR/out" | tr -s ' ')"
expect_eq "keep" "20000 20" "$(rows '$1 ~ /^leaky`keep\+/ && NF == 3 { print $2, $3 }')"
expect_eq "churn" "0 0" "$(rows '$1 ~ /^leaky`churn\+/ && NF == 3 { print $2, $3 }')"
expect_eq "grow" "0 0
30000 10" "$(rows '$1 ~ /^leaky`grow\+/ && NF == 3 { print $2, $3 }')"
grep -q '^STACKS' "$TMPDIR/out" || fail "no stacks"
expect_eq "stacks with keep" 1 "$(sed '1,/^STACKS/d' "$TMPDIR/out" | grep -c '^ *leaky`keep+')"
exit 0
