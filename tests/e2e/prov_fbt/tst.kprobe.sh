# ASSERTION: the kprobe fallback (DTRACE_FBT=kprobe) gives the same
# probes and typed arguments as fentry: args[2] of vfs_read from its
# register, the return value (args[1]) from the return register.
. "$TESTDIR/../lib.sh"
. "$TESTDIR/fbt.sh"
need_fbt
[ -e /sys/bus/event_source/devices/kprobe/type ] || { echo "needs kprobes (the kprobe PMU)"; exit 77; }

out=$TMPDIR/out
DTRACE_FBT=kprobe "$DTRACE" -q -c "$HELPERS/syscalls read=4:200" -n '
fbt::vfs_read:entry /pid == $target && args[2] == 200/ { @e = count(); }
fbt::vfs_read:return /pid == $target && args[1] == 200/ { @r = count(); }
END { printa("entry %@d\n", @e); printa("return %@d\n", @r); }' > "$out" 2> "$TMPDIR/err" ||
	fail "dtrace: $(cat "$TMPDIR/err")"
expect_eq "kprobe output" "entry 4
return 4" "$(grep -v '^$' "$out")"
