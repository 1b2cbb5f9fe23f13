#!/bin/bash
# ASSERTION: several -s scripts and -n descriptions form one program, in
# command-line order: BEGIN clauses run in that order, each source gets
# its own "matched" line, and a quiet pragma in one script quiets all.
. ../lib.sh
cd "$TMPDIR"
printf 'BEGIN { printf("a.d\\n"); }\n' > a.d
printf '#pragma D option quiet\nBEGIN { printf("b.d\\n"); }\n' > b.d
"$DTRACE" -s a.d -n 'BEGIN { printf("-n\n"); }' -s b.d -n 'BEGIN { exit(0); }' > out 2> err ||
	fail "status $?: $(cat err)"
expect_eq "stdout" "a.d
-n
b.d" "$(cat out)"
"$DTRACE" -s a.d -n 'BEGIN { exit(0); }' > out 2> err || fail "status $?: $(cat err)"
expect_eq "stderr" "dtrace: script 'a.d' matched 1 probe
dtrace: description 'BEGIN ' matched 1 probe" "$(cat err)"
exit 0
