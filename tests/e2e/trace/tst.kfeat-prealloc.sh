# ASSERTION: where the kernel wants the hash maps of trace-type programs
# preallocated (5.7 to 6.0: the verifier refuses perf_event programs
# others, and lets the rest have them with a WARNING in the kernel's log),
# every hash map such a program uses is created preallocated: map_flags
# without BPF_F_NO_PREALLOC (0x1) in /proc/PID/fdinfo. DTRACE_KFEAT=old
# answers as such a kernel does. A raw tracepoint program here, with an
# aggregation and an associative array (both grow as used elsewhere), and
# the program still works.
. "$TESTDIR/../lib.sh"

prog='rawtp:sched::sched_switch { @n[pid] = count(); a[pid] = 1; }
BEGIN { printf("ready\n"); }
tick-100ms /++ticks == 600/ { exit(0); }
END { printf("keys %d\n", a[$pid] + 1); }'
DTRACE_KFEAT=old "$DTRACE" -q -o "$TMPDIR/out" -n "$prog" 2> "$TMPDIR/err" &
dt=$!
for i in $(seq 1 200); do
	grep -q ready "$TMPDIR/out" 2>/dev/null && break
	kill -0 $dt 2>/dev/null || fail "dtrace exited: $(cat "$TMPDIR/err")"
	sleep 0.1
done
grep -q ready "$TMPDIR/out" || { kill $dt; fail "dtrace never became ready: $(cat "$TMPDIR/err")"; }
# map_type 1 (hash) and 5 (per-CPU hash), and their flags
hashes=
for f in /proc/$dt/fdinfo/*; do
	t=$(awk '$1 == "map_type:" { print $2 }' "$f" 2>/dev/null)
	case $t in
	1|5) hashes="$hashes $t:$(awk '$1 == "map_flags:" { print $2 }' "$f")" ;;
	esac
done
kill -INT $dt
wait $dt || fail "dtrace: status $?: $(cat "$TMPDIR/err")"
# the aggregation's and the array's
case $hashes in
*1:*) ;;
*) fail "no hash map: $hashes" ;;
esac
case $hashes in
*5:*) ;;
*) fail "no per-CPU hash map: $hashes" ;;
esac
for h in $hashes; do
	[ $((${h#*:} & 1)) = 0 ] || fail "a hash map not preallocated (type:flags):$hashes"
done
grep -q '^keys ' "$TMPDIR/out" || fail "no END: $(cat "$TMPDIR/out")"
exit 0
