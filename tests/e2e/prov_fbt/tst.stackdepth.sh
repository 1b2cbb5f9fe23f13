# ASSERTION: in fbt probes stack() starts in the traced function, without
# the program's and the trampoline's frames; stackdepth is the number of
# frames it prints and caller its second frame (../stacks/kstack.sh): for
# vfs_read, entry and return, ksys_read. Through fentry/fexit, and through
# kprobes (DTRACE_FBT=kprobe), whose return probe sees the stack of the
# caller and puts the function back on top. A kretprobe replaces the
# return address with its trampoline's while the function runs; kernels
# that cannot find the real one again (no kretprobe_find_ret_addr, nor
# rethook_find_ret_addr: before 5.15) show the trampoline as the caller
# in their stacks of the function, at entry and return, and so does
# stack(): that is what is expected there.
. "$TESTDIR/../lib.sh"
. "$TESTDIR/fbt.sh"
. "$TESTDIR/../stacks/kstack.sh"
need_fbt

for how in fentry kprobe; do
	if [ $how = kprobe ] && [ ! -e /sys/bus/event_source/devices/kprobe/type ]; then
		continue
	fi
	out=$TMPDIR/out.$how
	DTRACE_FBT=$how "$DTRACE" -q -x stackframes=100 -c "$HELPERS/syscalls read=2:10" -n "
	fbt::vfs_read:entry /pid == \$target && args[2] == 10/ { printf(\"== entry\n\"); $KBLOCK }
	fbt::vfs_read:return /pid == \$target && args[1] == 10/ { printf(\"== return\n\"); $KBLOCK }" \
		> "$out" 2> "$TMPDIR/err" || fail "$how: dtrace: $(cat "$TMPDIR/err")"
	check_blocks "$out" > "$TMPDIR/sum" 2> "$TMPDIR/bad" || fail "$how: $(head -3 "$TMPDIR/bad")"
	caller='vmlinux`ksys_read'
	[ $how = kprobe ] && ! grep -qE ' (kretprobe|rethook)_find_ret_addr$' /proc/kallsyms &&
		caller='vmlinux`kretprobe_trampoline'
	expect_eq "$how: blocks" "entry vmlinux\`vfs_read $caller
entry vmlinux\`vfs_read $caller
return vmlinux\`vfs_read $caller
return vmlinux\`vfs_read $caller" "$(sort "$TMPDIR/sum")"
done
exit 0
