#!/bin/bash
# ASSERTION: pid probes on a library the process dlopen()s while it is
# traced, from a directory dtrace cannot know in advance (a fresh temp
# directory, named to the process only after tracing started, or only in
# its argv), are added when it is mapped and before any of its code runs
# (its constructor is counted): named outright, by a module glob, at an
# instruction offset, and by
# pid$target:::entry, with -c and with -p, entry and return, every call
# counted. A kill -9 of dtrace while it holds the process stopped leaves
# the process running to its normal end, and no BPF link, program or
# uprobe event behind; a process someone else stopped stays stopped when
# dtrace ends. Where the kernel has no BPF cookies dtrace says it cannot
# probe libraries loaded later, and the test skips on that.
. ../lib.sh
T=/sys/kernel/tracing
HIDDEN=$(mktemp -d "$TMPDIR/plugins.XXXXXX")
cat > "$TMPDIR/dtplug.c" <<'SRC'
static int ready;
__attribute__((constructor)) static void dtfoo_ctor(void) { ready = 1; }
int dtfoo_add(int a) { return a + ready; }
int dtfoo_mul(int a) { return a * 3; }
SRC
${CC:-cc} -O2 -fPIC -shared -o "$HIDDEN/libdtplug.so" "$TMPDIR/dtplug.c" || fail "cannot build the test library"
LIB=$HIDDEN/libdtplug.so
unset LD_LIBRARY_PATH

counts() { awk 'NF == 3 { print $1, $2, $3 }' "$1" | sort; }
entries="dtfoo_add entry 3
dtfoo_ctor entry 1
dtfoo_mul entry 4"
both="dtfoo_add entry 3
dtfoo_add return 3
dtfoo_ctor entry 1
dtfoo_ctor return 1
dtfoo_mul entry 4
dtfoo_mul return 4"

# -c: the path is in its argv only; nothing matches when tracing starts (-Z)
for mod in libdtplug.so 'libdtpl*' libdtplug; do
	"$DTRACE" -Z -n "pid\$target:$mod:dtfoo_*: { @[probefunc, probename] = count(); }" \
		-c "$HELPERS/dlfoo $LIB 300" > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "-c $mod: status $?: $(cat "$TMPDIR/err")"
	# a kernel without BPF cookies (before 5.15) cannot: dtrace says so
	grep -q "lacks BPF cookies.*libraries loaded later are not probed" "$TMPDIR/err" &&
		{ grep "libraries loaded later are not probed" "$TMPDIR/err"; exit 77; }
	expect_eq "-c $mod" "$both" "$(counts "$TMPDIR/out")"
	grep -q "matched 0 probes" "$TMPDIR/err" || fail "-c $mod: matched probes at the start: $(cat "$TMPDIR/err")"
done

# an instruction offset (0: the first, a boundary whatever the compiler made)
"$DTRACE" -Z -q -n 'pid$target:libdtplug.so:dtfoo_mul:0 { @[probefunc, probename] = count(); }' \
	-c "$HELPERS/dlfoo $LIB 300" > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "offset: status $?: $(cat "$TMPDIR/err")"
expect_eq "offset" "dtfoo_mul 0 4" "$(counts "$TMPDIR/out")"

# pid$target:::entry: the library's functions among all the others
"$DTRACE" -q -n 'pid$target:::entry /probemod == "libdtplug.so"/ { @[probefunc, probename] = count(); }' \
	-c "$HELPERS/dlfoo $LIB 300" > "$TMPDIR/out" 2> "$TMPDIR/err" || fail ":::entry: status $?: $(cat "$TMPDIR/err")"
expect_eq ":::entry" "$entries" "$(counts "$TMPDIR/out" | grep '^dtfoo_')"

# a process dtrace grabs (-p), told the path once tracing is on; two
# clauses share the probes by description
start_target() {
	rm -f "$TMPDIR/in"
	mkfifo "$TMPDIR/in"
	"$HELPERS/dlfoo" nothing.so - < "$TMPDIR/in" > "$TMPDIR/ready" &
	target=$!
	exec 3> "$TMPDIR/in"
	for i in $(seq 50); do [ -s "$TMPDIR/ready" ] && break; sleep 0.1; done
}
start_dtrace() {
	"$DTRACE" -Z -q -n "$1" -n 'BEGIN { printf("tracing\n"); }' -p $target > "$TMPDIR/out" 2> "$TMPDIR/err" &
	dt=$!
	# BEGIN fires once the probes are attached; the guard process is there by then too
	for i in $(seq 100); do
		grep -q tracing "$TMPDIR/out" && [ -n "$(cat /proc/$dt/task/*/children 2>/dev/null)" ] && break
		sleep 0.1
	done
	grep -q tracing "$TMPDIR/out" || { kill -9 $dt $target; fail "dtrace did not start: $(cat "$TMPDIR/err")"; }
	sleep 0.5
}
for d in 'pid$target:libdtpl*:dtfoo_*: { @[probefunc, probename] = count(); }' \
	 'pid$target:libdtplug.so::entry /probefunc != "dtfoo_ctor"/ { @[probefunc, probename] = count(); }
	  pid$target:libdtplug:dtfoo_ctor:entry, pid$target:libdtplug.so::return { @[probefunc, probename] = count(); }'; do
	start_target
	start_dtrace "$d"
	echo "$LIB" >&3
	exec 3>&-
	wait $target || fail "-p: target status $?"
	wait $dt || fail "-p: status $?: $(cat "$TMPDIR/err")"
	expect_eq "-p $d" "$both" "$(counts "$TMPDIR/out" | grep '^dtfoo_')"
done

# kill -9 of dtrace while the process is held: dtrace is stopped, so the
# process stays stopped at its dlopen() until dtrace is killed
events() { cat $T/kprobe_events $T/uprobe_events 2>/dev/null | sort; }
events > "$TMPDIR/events.before"
start_target
start_dtrace 'pid$target:libdtplug.so::entry { @[probefunc] = count(); }'
ids() { cat /proc/$dt/fdinfo/* 2>/dev/null | sed -n "s/^$1:[[:space:]]*//p" | sort -u; }
guard=$(cat /proc/$dt/task/*/children)
[ -n "$guard" ] || { kill -9 $dt $target; fail "no guard process"; }
kill -STOP $dt
echo "$LIB" >&3
exec 3>&-
state=
for i in $(seq 50); do
	state=$(awk '{ print $3 }' /proc/$target/stat 2>/dev/null)
	[ "$state" = T ] && break
	sleep 0.1
done
progs=$(ids prog_id); links=$(ids link_id); maps=$(ids map_id)
kill -9 $dt
wait $dt 2>/dev/null
[ "$state" = T ] || { kill -9 $target; fail "the process was not held at its dlopen() (state $state)"; }
( sleep 10; kill -9 $target 2>/dev/null ) &
watchdog=$!
wait $target
st=$?
kill $watchdog 2>/dev/null
[ $st = 0 ] || fail "the held process did not run on after kill -9 of dtrace: status $st"
alive=
for i in $(seq 50); do
	alive=$("$HELPERS/bpfalive" prog $progs; "$HELPERS/bpfalive" link $links; "$HELPERS/bpfalive" map $maps)
	[ -z "$alive" ] && break
	sleep 0.1
done
[ -z "$alive" ] || fail "BPF objects still alive after kill -9: $(echo $alive)"
events > "$TMPDIR/events.after"
cmp -s "$TMPDIR/events.before" "$TMPDIR/events.after" || fail "probe events left: $(diff "$TMPDIR/events.before" "$TMPDIR/events.after")"
for i in $(seq 20); do
	gstate=$(awk '{ print $3 }' /proc/$guard/stat 2>/dev/null)
	[ -z "$gstate" ] || [ "$gstate" = Z ] && break
	sleep 0.1
done
[ -z "$gstate" ] || [ "$gstate" = Z ] || fail "the guard process $guard is still running"

# stopped by someone else (kill -STOP, in its read()): dtrace's end leaves it so
start_target
start_dtrace 'pid$target:libdtplug.so::entry { @[probefunc] = count(); }'
kill -STOP $target
kill -INT $dt
wait $dt || fail "stopped by another: status $?: $(cat "$TMPDIR/err")"
sleep 0.5
state=$(awk '{ print $3 }' /proc/$target/stat 2>/dev/null)
kill -CONT $target
echo "$LIB" >&3
exec 3>&-
wait $target || fail "stopped by another: target status $?"
expect_eq "a process stopped by another, after dtrace" T "$state"
exit 0
