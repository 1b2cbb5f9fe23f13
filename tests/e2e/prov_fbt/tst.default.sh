# ASSERTION: an fbt clause with no actions prints DTrace's default line,
# CPU, probe id and FUNCTION:NAME, once per firing (two reads of 10
# bytes: two lines), after the "matched 1 probe" line on stderr.
. "$TESTDIR/../lib.sh"
. "$TESTDIR/fbt.sh"
need_fbt

out=$TMPDIR/out
"$DTRACE" -c "$HELPERS/syscalls read=2:10" -n 'fbt::vfs_read:entry /pid == $target && args[2] == 10/ { }' \
	> "$out" 2> "$TMPDIR/err" || fail "dtrace: $(cat "$TMPDIR/err")"
expect_eq "stderr" "dtrace: description 'fbt::vfs_read:entry ' matched 1 probe" "$(head -1 "$TMPDIR/err")"
expect_eq "header" "CPU ID FUNCTION:NAME" "$(head -1 "$out" | awk '{ print $1, $2, $3 }')"
expect_eq "firings" "vfs_read:entry
vfs_read:entry" "$(awk 'NR > 1 && NF == 3 { print $3 }' "$out")"
