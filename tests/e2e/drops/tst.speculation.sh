#!/bin/bash
# ASSERTION: speculations past -x nspec fail and are reported as DTrace
# reports them ("dtrace: N failed speculations (no speculative buffer
# available)"), their records dropped; records past -x specsize are
# "speculative drops"; what fits is committed as usual.
. ../lib.sh
cat > "$TMPDIR/p.d" <<'D'
BEGIN { a = speculation(); b = speculation(); c = speculation(); }
BEGIN { speculate(a); printf("a\n"); }
BEGIN { speculate(b); printf("b\n"); }
BEGIN { speculate(c); printf("c\n"); }
BEGIN { commit(a); }
BEGIN { commit(b); }
BEGIN { commit(c); }
BEGIN { exit(0); }
D
run() {
	out=$("$DTRACE" -q "$@" -s "$TMPDIR/p.d" 2>"$TMPDIR/err")
	st=$?
	expect_eq "status with $*" 0 $st
}
run
expect_eq "nspec=1 (the default): output" "a" "$(echo "$out" | grep .)"
expect_eq "nspec=1: stderr" "dtrace: 2 failed speculations (no speculative buffer available)" \
	"$(cat "$TMPDIR/err")"
run -x nspec=2
expect_eq "nspec=2: output" "a b" "$(echo $out)"
expect_eq "nspec=2: stderr" "dtrace: 1 failed speculation (no speculative buffer available)" \
	"$(cat "$TMPDIR/err")"
run -x nspec=3
expect_eq "nspec=3: output" "a b c" "$(echo $out)"
expect_eq "nspec=3: stderr" "" "$(cat "$TMPDIR/err")"
run -x nspec=3 -x specsize=8
expect_eq "specsize=8: output" "" "$(echo $out)"
expect_eq "specsize=8: stderr" "dtrace: 3 speculative drops" "$(cat "$TMPDIR/err")"
exit 0
