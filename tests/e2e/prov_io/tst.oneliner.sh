#!/bin/bash
# ASSERTION: the io acceptance one-liner, by device and direction:
#   io:::start { @[args[1]->dev_statname, args[0]->b_flags & B_READ ? "R" : "W"]
#       = quantize(args[0]->b_bcount); }
# (restricted to the target) on a process that writes three 64 KiB blocks
# with O_DIRECT, then reads them back: the disk holding the file gets three
# 65536-byte "W" requests and three 65536-byte "R" ones, and
# args[1]->dev_major/dev_minor are that disk's numbers.
. ../lib.sh
dir=$TMPDIR
[ "$(stat -f -c %T "$dir")" = tmpfs ] && dir=/var/tmp
[ "$(stat -f -c %T "$dir")" = tmpfs ] && { echo "no disk-backed directory for block I/O"; exit 77; }
f=$dir/dtrace-io-oneliner.$$
trap 'rm -f "$f"' EXIT
"$HELPERS/syscalls" dwrite=$f:3:65536 || fail "cannot write $f"
# the disk (not the partition) of the file system holding $f
sys=$(readlink -f "/sys/dev/block/$(stat -c '%Hd:%Ld' "$f")")
[ -e "$sys/partition" ] && sys=$(dirname "$sys")
disk=$(basename "$sys")
majmin=$(cat "$sys/dev")
"$DTRACE" -q -c "$HELPERS/syscalls dwrite=$f:3:65536 dread=$f:3:65536" -n '
io:::start /pid == $target/ { @[args[1]->dev_statname, args[0]->b_flags & B_READ ? "R" : "W"] = quantize(args[0]->b_bcount); }
io:::start /pid == $target/ { @dev[args[1]->dev_major, args[1]->dev_minor] = count(); }
END { printa("%s %s %@d\n", @); printa("dev %d:%d %@d\n", @dev); }' \
	> "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
grep -q "^$disk W " "$TMPDIR/out" || fail "no W row for $disk: $(cat "$TMPDIR/out")"
grep -q "^$disk R " "$TMPDIR/out" || fail "no R row for $disk: $(cat "$TMPDIR/out")"
grep -q "^dev $majmin " "$TMPDIR/out" || fail "no requests on $majmin: $(cat "$TMPDIR/out")"
"$DTRACE" -q -c "$HELPERS/syscalls dread=$f:3:65536" -n '
io:::start /pid == $target/ { @[args[1]->dev_statname, args[0]->b_flags & B_READ ? "R" : "W"] = quantize(args[0]->b_bcount); }' \
	> "$TMPDIR/out2" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
n=$(awk '$1 == 65536 && $2 ~ /^\|/ { print $NF }' "$TMPDIR/out2")
grep -Eq "^ +$disk +R +$" "$TMPDIR/out2" || fail "no $disk R key: $(cat "$TMPDIR/out2")"
expect_eq "65536-byte reads" 3 "$n"
exit 0
