#!/bin/bash
# ASSERTION: io:::start fires for the block I/O a process issues, with a
# bufinfo_t in args[0]: four 64 KiB O_DIRECT writes are at least 262144
# bytes of B_WRITE I/O from the target (the fsync may add metadata blocks,
# more of them right after other files were written: seen up to 17 4 KiB
# blocks), in at least four requests; io:::done fires for them too.
. ../lib.sh
dir=$TMPDIR
[ "$(stat -f -c %T "$dir")" = tmpfs ] && dir=/var/tmp
[ "$(stat -f -c %T "$dir")" = tmpfs ] && { echo "no disk-backed directory for block I/O"; exit 77; }
f=$dir/dtrace-io-test.$$
trap 'rm -f "$f"' EXIT
"$DTRACE" -q -c "$HELPERS/syscalls dwrite=$f:4:65536" -n '
io:::start /pid == $target && (args[0]->b_flags & B_WRITE)/ { @bytes = sum(args[0]->b_bcount); @starts = count(); }
io:::done /args[0]->b_flags & B_WRITE/ { @done = count(); }
END { printa("bytes %@d\n", @bytes); printa("starts %@d\n", @starts); printa("done %@d\n", @done); }' \
	> "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
b=$(sed -n 's/^bytes //p' "$TMPDIR/out")
s=$(sed -n 's/^starts //p' "$TMPDIR/out")
d=$(sed -n 's/^done //p' "$TMPDIR/out")
expect_range "bytes written" 262144 $((262144 + 131072)) "$b"
expect_range "write requests started" 4 64 "$s"
expect_range "write requests done" "$s" 100000 "$d"
exit 0
