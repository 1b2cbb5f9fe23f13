#!/bin/bash
# ASSERTION: the user stack unwinder (sym/unwind.c) recovers main -> level1
# -> level2 -> level3 from a stack copy and registers in a program built
# -O2 without frame pointers, through its .eh_frame, and goes on into
# libc's own frames (built the same way).
. ../lib.sh
B=$(cd "$HELPERS/../.." && pwd)
SRC=$(cd "$TESTDIR/../../.." && pwd)/src
cc -std=gnu11 -O2 -fomit-frame-pointer -D_GNU_SOURCE -I"$SRC" -o "$TMPDIR/unwound" \
	"$TESTDIR/unwound.c" "$B/src/sym/unwind.o" "$B/src/sym/ehframe.o" "$B/src/sym/usym.o" \
	"$B/src/sym/demangle.o" "$B/src/sym/debuginfo.o" "$B/librtpure.a" "$B/libcc.a" -lelf -llzma -lz ||
	fail "cannot build unwound"
"$TMPDIR/unwound" > "$TMPDIR/out" || fail "unwound failed"
expect_eq "frames" "level3
level2
level1
main" "$(head -4 "$TMPDIR/out")"
grep -q '^libc.so.6`' "$TMPDIR/out" || fail "no libc frame below main: $(cat "$TMPDIR/out")"
exit 0
