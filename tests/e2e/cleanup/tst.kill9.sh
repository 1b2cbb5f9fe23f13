#!/bin/bash
# ASSERTION: SIGKILL of dtrace mid-trace leaves nothing behind: every BPF
# program, map and link it held is gone, no kprobe/uprobe event or pinned
# object was left, and no child of it survives.
. ../lib.sh
T=/sys/kernel/tracing
events() { cat $T/kprobe_events $T/uprobe_events 2>/dev/null | sort; }
events > "$TMPDIR/events.before"
ls -A /sys/fs/bpf 2>/dev/null | sort > "$TMPDIR/pins.before"

"$DTRACE" -q -n '
BEGIN { printf("ready\n"); }
syscall::getppid:entry { @[execname] = count(); }
syscall:::entry { @s[probefunc] = count(); }
profile-997 { @p = count(); }
tick-1s { printa(@p); }' > "$TMPDIR/out" 2>&1 &
dt=$!
for i in $(seq 100); do grep -q ready "$TMPDIR/out" && break; sleep 0.1; done
grep -q ready "$TMPDIR/out" || { kill -9 $dt; fail "dtrace did not start: $(cat "$TMPDIR/out")"; }
"$HELPERS/syscalls" getppid=1000

ids() { cat /proc/$dt/fdinfo/* 2>/dev/null | sed -n "s/^$1:[[:space:]]*//p" | sort -u; }
progs=$(ids prog_id); maps=$(ids map_id); links=$(ids link_id)
[ -n "$progs" ] || { kill -9 $dt; fail "dtrace holds no BPF programs"; }
children=$(cat /proc/$dt/task/*/children 2>/dev/null)

kill -9 $dt
wait $dt 2>/dev/null
alive=
for i in $(seq 50); do
	alive=$("$HELPERS/bpfalive" prog $progs; "$HELPERS/bpfalive" map $maps; "$HELPERS/bpfalive" link $links)
	[ -z "$alive" ] && break
	sleep 0.1
done
[ -z "$alive" ] || fail "BPF objects still alive 5 s after kill -9: $(echo $alive)"
events > "$TMPDIR/events.after"
cmp -s "$TMPDIR/events.before" "$TMPDIR/events.after" || fail "probe events left: $(diff "$TMPDIR/events.before" "$TMPDIR/events.after")"
ls -A /sys/fs/bpf 2>/dev/null | sort > "$TMPDIR/pins.after"
cmp -s "$TMPDIR/pins.before" "$TMPDIR/pins.after" || fail "pinned objects left in /sys/fs/bpf"
for c in $children; do
	[ -d /proc/$c ] && fail "child $c of dtrace survived"
done
echo "released $(echo $progs | wc -w) programs, $(echo $maps | wc -w) maps, $(echo $links | wc -w) links"
exit 0
