# ASSERTION: killing dtrace with SIGKILL leaves nothing attached: the
# fentry/fexit links and the kprobes (kprobe PMU) are fds that die with
# it, so vfs_read leaves tracefs's enabled_functions once dtrace is gone.
. "$TESTDIR/../lib.sh"
. "$TESTDIR/fbt.sh"
need_fbt

enabled=/sys/kernel/tracing/enabled_functions
[ -r $enabled ] || { echo "needs tracefs's enabled_functions"; exit 77; }
grep -q '^vfs_read\b' $enabled && fail "vfs_read is traced before the test"

# on: whether vfs_read is in enabled_functions within 10 s ("yes"/"no" wanted)
wait_for() {
	for _ in $(seq 100); do
		if grep -q '^vfs_read\b' $enabled; then
			[ "$1" = yes ] && return 0
		else
			[ "$1" = no ] && return 0
		fi
		sleep 0.1
	done
	return 1
}

for mech in fentry kprobe; do
	[ $mech = kprobe ] && [ ! -e /sys/bus/event_source/devices/kprobe/type ] && continue
	DTRACE_FBT=$mech "$DTRACE" -q -n 'fbt::vfs_read:entry, fbt::vfs_read:return { @ = count(); }' \
		> "$TMPDIR/out" 2>&1 &
	pid=$!
	wait_for yes || { kill -9 $pid; fail "$mech: vfs_read never enabled: $(cat "$TMPDIR/out")"; }
	kill -9 $pid
	wait $pid 2> /dev/null
	wait_for no || fail "$mech: vfs_read still traced after dtrace was killed: $(grep '^vfs_read' $enabled)"
done
