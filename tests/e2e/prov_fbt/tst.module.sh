# ASSERTION: functions of a module are fbt:MODULE:FUNCTION probes, listed
# under the module's name, typed from the module's BTF and traced there:
# busybox/util-linux losetup -f asks /dev/loop-control for a free device,
# which is loop_control_ioctl(file, LOOP_CTL_GET_FREE = 0x4c82, 0).
. "$TESTDIR/../lib.sh"
. "$TESTDIR/fbt.sh"
need_fbt
grep -q '^loop ' /proc/modules || { echo "needs the loop module loaded (tests/vm loads it)"; exit 77; }
command -v losetup > /dev/null || { echo "needs losetup"; exit 77; }

out=$TMPDIR/out
"$DTRACE" -l -n 'fbt::loop_control_ioctl:entry' > "$out" 2>&1 || fail "dtrace -l: $(cat "$out")"
expect_eq "listing" "fbt loop loop_control_ioctl entry" "$(awk 'NR > 1 { print $2, $3, $4, $5 }' "$out")"

"$DTRACE" -q -c "losetup -f" -n '
fbt:loop:loop_control_ioctl:entry { printf("%s:%s cmd=%x\n", probemod, probefunc, args[1]); }
fbt:loop:loop_control_ioctl:return { printf("%s:%s:%s\n", probemod, probefunc, probename); }' \
	> "$out" 2> "$TMPDIR/err" || fail "dtrace: $(cat "$TMPDIR/err")"
expect_eq "module probes" "loop:loop_control_ioctl cmd=4c82
loop:loop_control_ioctl:return" "$(grep '^loop:' "$out")"
