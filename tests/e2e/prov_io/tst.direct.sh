#!/bin/bash
# ASSERTION: io:::start fires for the block I/O a process issues, in the
# thread that issues it, with a bufinfo_t in args[0]: the four 64 KiB
# O_DIRECT write()s are 262144 bytes of B_WRITE I/O started inside write()
# by the target, in at least four requests; io:::done fires for them too.
# (The fsync() after them writes what metadata the file system has: on
# ext4 without a journal, every dirty buffer of the inode's list, up to
# megabytes while other processes write to the same disk; not counted.)
. ../lib.sh
dir=$TMPDIR
[ "$(stat -f -c %T "$dir")" = tmpfs ] && dir=/var/tmp
[ "$(stat -f -c %T "$dir")" = tmpfs ] && { echo "no disk-backed directory for block I/O"; exit 77; }
f=$dir/dtrace-io-test.$$
trap 'rm -f "$f"' EXIT
"$DTRACE" -q -c "$HELPERS/syscalls dwrite=$f:4:65536" -n '
syscall::write:entry /pid == $target/ { self->w = 1; }
syscall::write:return /self->w/ { self->w = 0; }
io:::start /self->w && (args[0]->b_flags & B_WRITE)/ { @bytes = sum(args[0]->b_bcount); @starts = count(); }
io:::done /args[0]->b_flags & B_WRITE/ { @done = count(); }
END { printa("bytes %@d\n", @bytes); printa("starts %@d\n", @starts); printa("done %@d\n", @done); }' \
	> "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
b=$(sed -n 's/^bytes //p' "$TMPDIR/out")
s=$(sed -n 's/^starts //p' "$TMPDIR/out")
d=$(sed -n 's/^done //p' "$TMPDIR/out")
expect_eq "bytes written by write()" 262144 "$b"
expect_range "write requests started" 4 64 "$s"
expect_range "write requests done" "$s" 100000 "$d"
exit 0
