# ASSERTION: do_sys_openat2's args[1] is the user pointer to the path
# (copyinstr reads it) and the return probe's args[1] is its int result,
# negative errno for a path that does not exist; arg1 is the same value.
. "$TESTDIR/../lib.sh"
. "$TESTDIR/fbt.sh"
need_fbt

out=$TMPDIR/out
"$DTRACE" -q -c "$HELPERS/syscalls open=/nonexistent/fbt-test open=/dev/null" -n '
fbt::do_sys_openat2:entry /pid == $target/ { self->path = copyinstr((uintptr_t)args[1]); self->in = 1; }
fbt::do_sys_openat2:return /pid == $target && self->in/ {
	printf("%s %d %d %d\n", self->path, args[1], (int)arg1, arg0);
	self->in = 0;
}' > "$out" 2> "$TMPDIR/err" || fail "dtrace: $(cat "$TMPDIR/err")"
expect_eq "ENOENT open" "/nonexistent/fbt-test -2 -2 0" "$(grep '^/nonexistent/' "$out")"
line=$(grep '^/dev/null ' "$out")
fd=${line#/dev/null }
fd=${fd%% *}
expect_range "descriptor of /dev/null" 3 1023 "$fd"
