# ASSERTION: fbt clauses compile with -e as an unprivileged user: args[]
# typed from BTF (struct file * members, size_t), the return value, and a
# probe with no function matched is an error naming the description.
. "$TESTDIR/../lib.sh"

prog='fbt::vfs_read:entry { @[stringof(args[0]->f_path.dentry->d_name.name)] = sum(args[2]); }
fbt::vfs_read:return { @r = quantize(args[1]); }'
as_user() {
	if [ "$(id -u)" = 0 ] && setpriv --help 2>&1 | grep -q -- --reuid; then
		setpriv --reuid=65534 --regid=65534 --clear-groups "$@"
	else
		"$@"
	fi
}
as_user "$DTRACE" -e -n "$prog" > "$TMPDIR/out" 2>&1 || fail "-e: $(cat "$TMPDIR/out")"
if as_user "$DTRACE" -e -n 'fbt::no_such_function_xyz:entry { }' > "$TMPDIR/out" 2>&1; then
	fail "a description matching no fbt probe compiled"
fi
grep -q 'fbt::no_such_function_xyz:entry' "$TMPDIR/out" || fail "no description in: $(cat "$TMPDIR/out")"
