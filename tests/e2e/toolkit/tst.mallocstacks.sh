#!/bin/bash
# ASSERTION: mallocstacks.d sums malloc()'s bytes by user stack: leaky's
# keep() asks for 20 x 1000 bytes and churn() for 20 x 5000, each from its
# own stack (with main below it); with 4000 as $1, only churn's count.
. ../lib.sh
. ./tk.sh

# bytes FUNC: the value of the stack with leaky`FUNC in it
bytes() {
	awk -v f="leaky\`$1+" '/^$/ { on = 1; hit = 0; m = 0; next }
		index($1, f) == 1 { hit = 1 } $1 ~ /^leaky`main/ { m = 1 }
		/^ +[0-9]+$/ { if (hit && m) print $1; hit = 0 }' "$TMPDIR/out"
}
tool mallocstacks -c "$HELPERS/leaky 20"
expect_eq "keep's bytes" 20000 "$(bytes keep)"
expect_eq "churn's bytes" 100000 "$(bytes churn)"
calls=$(sed -n 's/^malloc() calls: \([0-9]*\), bytes: [0-9]*$/\1/p' "$TMPDIR/out")
expect_range "malloc() calls" 40 1000 "$calls"
tool mallocstacks -c "$HELPERS/leaky 20" 4000
expect_eq "keep's bytes over 4000" "" "$(bytes keep)"
expect_eq "churn's bytes over 4000" 100000 "$(bytes churn)"
exit 0
