# ASSERTION: fbt::vfs_read:entry and :return fire once per read() of the
# target, with args[2] (size_t count) and the return probe's args[1]
# (ssize_t, the return value) typed from the function's BTF prototype;
# args[0] is a struct file * whose members lead to the file's name.
. "$TESTDIR/../lib.sh"
. "$TESTDIR/fbt.sh"
need_fbt

out=$TMPDIR/out
"$DTRACE" -q -c "$HELPERS/syscalls read=7:100 read=3:300" -n '
fbt::vfs_read:entry /pid == $target/ { @entry[args[2]] = count(); }
fbt::vfs_read:entry /pid == $target && args[2] == 300/ { @name[stringof(args[0]->f_path.dentry->d_name.name)] = count(); }
fbt::vfs_read:return /pid == $target && args[1] >= 100/ { @ret[args[1]] = count(); }
END { printa("entry %d %@d\n", @entry); printa("return %d %@d\n", @ret); printa("name %s %@d\n", @name); }' > "$out" 2> "$TMPDIR/err" ||
	fail "dtrace: $(cat "$TMPDIR/err")"
expect_eq "entries with count 100" 7 "$(awk '$1 == "entry" && $2 == 100 { print $3 }' "$out")"
expect_eq "entries with count 300" 3 "$(awk '$1 == "entry" && $2 == 300 { print $3 }' "$out")"
expect_eq "returns of 100" 7 "$(awk '$1 == "return" && $2 == 100 { print $3 }' "$out")"
expect_eq "returns of 300" 3 "$(awk '$1 == "return" && $2 == 300 { print $3 }' "$out")"
expect_eq "file read" "name zero 3" "$(grep '^name ' "$out")"
