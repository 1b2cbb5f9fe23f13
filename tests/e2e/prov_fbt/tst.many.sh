# ASSERTION: a glob over a whole module enables every function in it, one
# program each, and each firing names its own function: losetup -f calls
# loop_control_ioctl once. Also reports how long enabling them took.
# TIMEOUT: 120
. "$TESTDIR/../lib.sh"
. "$TESTDIR/fbt.sh"
need_fbt
grep -q '^loop ' /proc/modules || { echo "needs the loop module loaded (tests/vm loads it)"; exit 77; }
command -v losetup > /dev/null || { echo "needs losetup"; exit 77; }

out=$TMPDIR/out
n=$("$DTRACE" -l -n 'fbt:loop::entry' | awk 'NR > 1' | wc -l)
[ "$n" -gt 20 ] || fail "only $n functions in module loop"
start=$(now_ms)
"$DTRACE" -q -c "losetup -f" -n 'fbt:loop::entry { @[probefunc] = count(); }
END { printa("%s %@d\n", @); }' > "$out" 2> "$TMPDIR/err" || fail "dtrace: $(cat "$TMPDIR/err")"
echo "enabled $n probes and ran in $(( $(now_ms) - start )) ms"
expect_eq "loop_control_ioctl" 1 "$(awk '$1 == "loop_control_ioctl" { print $2 }' "$out")"
