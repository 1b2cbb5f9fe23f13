# ASSERTION: stack() in an fbt probe is the kernel stack below the traced
# function: vfs_read's caller ksys_read is on it, symbolized as vmlinux`.
. "$TESTDIR/../lib.sh"
. "$TESTDIR/fbt.sh"
need_fbt

out=$TMPDIR/out
"$DTRACE" -q -c "$HELPERS/syscalls read=3:10" -n '
fbt::vfs_read:entry /pid == $target && args[2] == 10/ { @[stack()] = count(); }' \
	> "$out" 2> "$TMPDIR/err" || fail "dtrace: $(cat "$TMPDIR/err")"
grep -q 'vmlinux`ksys_read+0x' "$out" || fail "no ksys_read frame in: $(cat "$out")"
expect_eq "count" 3 "$(awk 'NF == 1 && /^ *[0-9]+$/ { print $1 }' "$out")"
