#!/bin/bash
# ASSERTION: the DESIGN's pid + syscall one-liner: which allocations go to
# mmap? malloc(300000) is above glibc's mmap threshold (one "mapped" in
# the 262144 bucket); the three malloc(1000) are not ("no map", 512 bucket).
. ../lib.sh
"$DTRACE" -q -c "$HELPERS/mallocs 1000:3 300000:1" -n '
pid$target::malloc:entry { self->size = arg0; }
syscall::mmap:entry /self->size/ { @["mapped"] = quantize(self->size); self->size = 0; }
pid$target::malloc:return /self->size/ { @["no map"] = quantize(self->size); self->size = 0; }' \
	> "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
# count in bucket B of the histogram under key K
row() { awk -v k="$1" -v b="$2" '/^  [a-z]/ { key = substr($0, 3); sub(/ +$/, "", key); next }
	key == k && $1 == b && $2 ~ /^\|/ { print $NF }' "$TMPDIR/out"; }
expect_eq "mapped, 262144 bucket" 1 "$(row mapped 262144)"
n=$(row "no map" 512)
expect_range "no map, 512 bucket" 3 100 "$n"
exit 0
