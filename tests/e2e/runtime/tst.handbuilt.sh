#!/bin/bash
# ASSERTION: the runtime alone (no compiler) loads a hand-built program set,
# fires BEGIN, counts system calls through raw_syscalls per CPU, prints the
# merged aggregation from a tick probe, exits with exit()'s status after
# the record, and runs END; a program the verifier rejects is reported
# with the D position of the instruction it stopped at; one the kernel
# refuses with E2BIG (more maps than a program may use) is loaded again
# for the verifier's log, and its reason said.
. ../lib.sh
# the build directory: HELPERS is BUILD/tests/helpers (DTRACE may be a copy elsewhere)
B=$(cd "$HELPERS/../.." && pwd)
SRC=$(cd "$TESTDIR/../../.." && pwd)/src
objs=$(ls "$B"/src/{sym,rt,user,prov}/*.o "$B"/gen/*.o)
cc -std=gnu11 -D_GNU_SOURCE -I"$SRC" -o "$TMPDIR/handbuilt" "$TESTDIR/handbuilt.c" $objs \
	"$B/librtpure.a" "$B/libcc.a" -lbpf -lelf -lz -llzma -lm || fail "cannot build handbuilt"
"$TMPDIR/handbuilt" > "$TMPDIR/out" 2>"$TMPDIR/err"
st=$?
[ $st = 7 ] || { cat "$TMPDIR/err"; fail "status $st, not exit()'s 7"; }
expect_eq "BEGIN" "begin 42" "$(sed -n 1p "$TMPDIR/out")"
expect_eq "END then the exit blank line" "end||" "$(tail -n 2 "$TMPDIR/out" | tr '\n' '|')"
n=$(awk '$1 == "sc" && $2 == 110 { print $3 }' "$TMPDIR/out")
expect_range "getppid count (all processes)" 5 1000000000 "$n"

# a program the verifier rejects is reported with its D source position
"$TMPDIR/handbuilt" verifier 2> "$TMPDIR/err"
st=$?
expect_eq "verifier rejection status" 2 $st
expect_eq "verifier message" "dtrace: failed to load program for dtrace:::BEGIN: rejected by the kernel verifier at x.d:3:5: R2 !read_ok" "$(cat "$TMPDIR/err")"
# E2BIG: loaded again for the log, whose reason is said
"$TMPDIR/handbuilt" maps 2> "$TMPDIR/err"
expect_eq "E2BIG status" 2 $?
expect_eq "E2BIG reason" "dtrace: failed to load program for dtrace:::BEGIN: rejected by the kernel verifier: The total number of maps per program has reached the limit of 64" "$(tail -1 "$TMPDIR/err")"
# speculations: records held until commit(), dropped at discard()
"$TMPDIR/handbuilt" spec > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "spec: $(cat "$TMPDIR/err")"
expect_eq "speculations" "direct|speculated 1||" "$(tr '\n' '|' < "$TMPDIR/out")"
# a raw user stack (registers and a stack copy) unwound in userspace
"$TMPDIR/handbuilt" ustack "$HELPERS/stacks" > "$TMPDIR/out" 2> "$TMPDIR/err" ||
	fail "ustack: $(cat "$TMPDIR/err")"
expect_eq "unwound stack" "stacks\`level3|stacks\`level2|stacks\`level1|stacks\`main" \
	"$(grep -o 'stacks`[a-z0-9_]*' "$TMPDIR/out" | head -4 | tr '\n' '|' | sed 's/|$//')"
exit 0
