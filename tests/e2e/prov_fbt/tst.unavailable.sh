# ASSERTION: where the kernel refuses fentry and has no kprobes, enabling
# an fbt probe fails with one plain line naming the probe and both
# reasons, and dtrace exits 1 without crashing. (Where fbt works, as in
# tests/vm, there is nothing to see: SKIP.)
. "$TESTDIR/../lib.sh"

if [ -e /sys/bus/event_source/devices/kprobe/type ]; then
	echo "this kernel has kprobes: fbt cannot be unavailable here"
	exit 77
fi
"$DTRACE" -q -n 'fbt::vfs_read:entry { exit(0); } tick-1ms { exit(0); }' > "$TMPDIR/out" 2> "$TMPDIR/err"
st=$?
if [ $st = 0 ]; then
	echo "fentry works on this kernel: fbt cannot be unavailable here"
	exit 77
fi
expect_eq "exit status" 1 "$st"
expect_eq "message" "dtrace: failed to enable fbt:vmlinux:vfs_read:entry: fentry refused (Operation not permitted) and kprobes are not available on this kernel" "$(cat "$TMPDIR/err")"
