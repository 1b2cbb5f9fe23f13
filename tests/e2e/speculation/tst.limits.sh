#!/bin/bash
# ASSERTION: speculation() returns 0 once all -x nspec buffers are held
# (counted as failed speculations); speculate(0) ends its clause, tracing
# nothing; commit() and discard() of 0 or of an id not in use do nothing;
# an id past nspec, or negative, given to speculate(), commit() or
# discard() is an illegal operation that ends the clause; a committed or
# discarded id is handed out again.
. ../lib.sh
"$DTRACE" -q -x nspec=2 -n '
BEGIN { a = speculation(); b = speculation(); c = speculation(); printf("ids %d %d %d\n", a, b, c); }
BEGIN { speculate(c); printf("not traced\n"); }
BEGIN { speculate(c); x = 1; }
BEGIN { printf("after speculate(0): %d\n", x); }
BEGIN { commit(0); }
BEGIN { discard(0); }
BEGIN { commit(2); }
BEGIN { printf("zero and unused ids\n"); }
BEGIN { commit(3); x = 2; }
BEGIN { discard(-1); x = 3; }
BEGIN { speculate(1024); printf("not reached\n"); }
ERROR { printf("ERROR fault %d\n", arg4); }
BEGIN { printf("x %d\n", x); }
BEGIN { speculate(a); printf("held\n"); }
BEGIN { printf("direct\n"); }
BEGIN { commit(a); }
BEGIN { discard(b); }
BEGIN { exit(0); }' > "$TMPDIR/out" 2> "$TMPDIR/err"
st=$?
[ $st = 0 ] || fail "status $st: $(cat "$TMPDIR/err")"
expect_eq "stdout" "ids 1 2 0
after speculate(0): 0
zero and unused ids
ERROR fault 3
ERROR fault 3
ERROR fault 3
x 0
direct
held" "$(cat "$TMPDIR/out")"
n=$(grep -Ec '^dtrace: error on enabled probe ID [0-9]+ \(ID 1: dtrace:::BEGIN\): illegal operation in action #[0-9]+' "$TMPDIR/err")
expect_eq "illegal operation lines: $(cat "$TMPDIR/err")" 3 "$n"
grep -q '^dtrace: 1 failed speculation (no speculative buffer available)$' "$TMPDIR/err" ||
	fail "no failed speculation line: $(cat "$TMPDIR/err")"

# commit(), as the consumer sees it, frees the buffer: with nspec=1 each
# firing retries until it holds it again (the consumer may be slow)
"$DTRACE" -q -x nspec=1 -n '
BEGIN { n = 0; s = 0; }
tick-10ms /!s/ { s = speculation(); }
tick-10ms /s/ { speculate(s); printf("spec %d id %d\n", n, s); }
tick-10ms /s/ { commit(s); s = 0; n++; }
tick-10ms /n == 3/ { exit(0); }
tick-10s { printf("timed out\n"); exit(1); }' > "$TMPDIR/out" 2> "$TMPDIR/err"
st=$?
[ $st = 0 ] || fail "status $st: $(cat "$TMPDIR/out") $(cat "$TMPDIR/err")"
expect_eq "reused ids" "spec 0 id 1
spec 1 id 1
spec 2 id 1" "$(cat "$TMPDIR/out")"
exit 0
