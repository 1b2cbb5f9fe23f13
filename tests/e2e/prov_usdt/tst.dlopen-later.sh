#!/bin/bash
# ASSERTION: USDT probes (<sys/sdt.h>, with semaphores) of a library that
# the process dlopen()s while traced, from a directory dtrace cannot know
# in advance, fire from its first call on: their names (provider with the
# pid, module, function, probe with "__" as "-"), their arguments from
# each note's operands (registers, a constant, a memory operand, signed
# ints, a string read with copyinstr, all twelve of STAP_PROBE12), a
# probe behind its semaphore (set by dtrace as the library is placed) -
# with -c and with -p, and beside pid probes of the same library. Where
# the kernel has no BPF cookies dtrace says it places none, and the test
# skips on that.
. ../lib.sh
HIDDEN=$(mktemp -d "$TMPDIR/plugins.XXXXXX")
cat > "$TMPDIR/plug.c" <<'SRC'
#define _SDT_HAS_SEMAPHORES 1
#include <sys/sdt.h>
unsigned short plug_gated_semaphore __attribute__((section(".probes"), used));
unsigned short plug_add__call_semaphore __attribute__((section(".probes"), used));
unsigned short plug_twelve_semaphore __attribute__((section(".probes"), used));
static const char *volatile label = "plugged";
int gated;
int dtfoo_add(int a)
{
	long big = -1000L * a;
	const char *l = label;
	STAP_PROBE3(plug, add__call, a, big, l);
	if (plug_gated_semaphore)
		STAP_PROBE1(plug, gated, a);
	return a + 1;
}
unsigned short plug_mixed_semaphore __attribute__((section(".probes"), used));
int dtfoo_mul(int a)
{
	volatile long local = -7L * a;
	STAP_PROBE3(plug, mixed, a, 42, local);
	STAP_PROBE12(plug, twelve, a, a + 1, a + 2, a + 3, a + 4, a + 5, a + 6, a + 7, a + 8, a + 9,
		     a - 10, a + 11);
	return a * 3;
}
SRC
${CC:-cc} -O2 -fPIC -shared -o "$HIDDEN/libplug.so" "$TMPDIR/plug.c" || fail "cannot build the test library"
LIB=$HIDDEN/libplug.so
readelf -n "$LIB" | grep -q 'Arguments: -4@%[a-z0-9]* -8@%[a-z0-9]* 8@%[a-z0-9]*$' &&
	readelf -n "$LIB" | grep -q 'Arguments: -4@%[a-z0-9]* -4@\$42 -8@-*[0-9]*(%r[a-z0-9]*)$' ||
	fail "the compiler chose other operands: $(readelf -n "$LIB" | grep Arguments)"

script='
plug$target:::add-call { printf("%s:%s:%s %d %d %s\n", probemod, probefunc, probename, arg0, arg1, copyinstr(arg2)); }
plug$target:::gated { printf("gated %d\n", arg0); }
plug$target:::twelve { printf("twelve %d %d %d %d\n", arg0, arg9, args[10], args[11]); }
plug$target:::mixed { printf("mixed %d %d %d\n", arg0, arg1, arg2); }'
expected="libplug.so:dtfoo_add:add-call 0 0 plugged
gated 0
libplug.so:dtfoo_add:add-call 1 -1000 plugged
gated 1
libplug.so:dtfoo_add:add-call 2 -2000 plugged
gated 2
mixed 0 42 0
twelve 0 9 -10 11
mixed 1 42 -7
twelve 1 10 -9 12
mixed 2 42 -14
twelve 2 11 -8 13
mixed 3 42 -21
twelve 3 12 -7 14"

# -c: the library's path is in its argv only; nothing matches when tracing starts (-Z)
"$DTRACE" -Z -q -n "$script" -c "$HELPERS/dlfoo $LIB 300" > "$TMPDIR/out" 2> "$TMPDIR/err" ||
	fail "-c: status $?: $(cat "$TMPDIR/err")"
# a kernel without BPF cookies (before 5.15) cannot: dtrace says so
grep -q "lacks BPF cookies.*libraries loaded later are not placed" "$TMPDIR/err" &&
	{ grep "libraries loaded later are not placed" "$TMPDIR/err"; exit 77; }
expect_eq "-c" "$expected" "$(cat "$TMPDIR/out")"
[ -s "$TMPDIR/err" ] && fail "-c: stderr: $(cat "$TMPDIR/err")"

# without -q: nothing matched at the start; pid probes on the same library beside them
"$DTRACE" -Z -n 'plug$target:::add-call /arg0 == 0/ { printf("[%s] %d\n", probeprov, pid); }' \
	-n 'pid$target::dtfoo_add:entry { @["pidentry"] = count(); }' \
	-c "$HELPERS/dlfoo $LIB 300" > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "probeprov: status $?: $(cat "$TMPDIR/err")"
grep -q "description 'plug\$target:::add-call ' matched 0 probes" "$TMPDIR/err" ||
	fail "matched probes at the start: $(cat "$TMPDIR/err")"
p=$(sed -n 's/.*\[plug\([0-9]*\)\] \([0-9]*\)$/\1 \2/p' "$TMPDIR/out")
set -- $p
[ -n "$1" ] && [ "$1" = "$2" ] || fail "probeprov: $(cat "$TMPDIR/out")"
expect_eq "pid probes of the same library" 3 "$(agg_value "$TMPDIR/out" pidentry)"

# -p: a process dtrace grabs, told the library's path once tracing is on
mkfifo "$TMPDIR/in"
"$HELPERS/dlfoo" nothing.so - < "$TMPDIR/in" > "$TMPDIR/ready" &
target=$!
exec 3> "$TMPDIR/in"
for i in $(seq 50); do [ -s "$TMPDIR/ready" ] && break; sleep 0.1; done
"$DTRACE" -Z -q -n "$script" -n 'BEGIN { printf("tracing\n"); }' -p $target > "$TMPDIR/out" 2> "$TMPDIR/err" &
dt=$!
for i in $(seq 100); do grep -q tracing "$TMPDIR/out" && break; sleep 0.1; done
grep -q tracing "$TMPDIR/out" || { kill -9 $dt $target; fail "dtrace did not start: $(cat "$TMPDIR/err")"; }
echo "$LIB" >&3
exec 3>&-
wait $target || fail "-p: target status $?"
wait $dt || fail "-p: status $?: $(cat "$TMPDIR/err")"
expect_eq "-p" "$expected" "$(grep -v tracing "$TMPDIR/out")"
exit 0
