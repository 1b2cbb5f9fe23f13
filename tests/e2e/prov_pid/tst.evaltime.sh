#!/bin/bash
# ASSERTION: -x evaltime says where a -c process is held while the probes
# are placed, as DTrace has it: exec (before the dynamic linker runs: its
# system calls are seen, openat of the library included, and the
# library's probes are placed when it is mapped, -Z), preinit (libraries
# mapped, none of their constructors run: the library's constructor
# fires), postinit, the default (libraries initialized: their
# constructor has run, the program's own runs after its entry point),
# and main (at main: no constructor is seen, main's entry is).
. ../lib.sh
cat > "$TMPDIR/libevt.c" <<'SRC'
volatile int evt_ready;
__attribute__((constructor)) void evt_ctor(void) { evt_ready = 1; }
int evt_get(void) { return evt_ready; }
SRC
cat > "$TMPDIR/evt.c" <<'SRC'
int evt_get(void);
static volatile int prog_ready;
__attribute__((constructor)) void prog_ctor(void) { prog_ready = 1; }
int main(void) { return evt_get() + prog_ready == 2 ? 0 : 1; }
SRC
${CC:-cc} -O2 -fPIC -shared -o "$TMPDIR/libevt.so" "$TMPDIR/libevt.c" &&
	${CC:-cc} -O2 -o "$TMPDIR/evt" "$TMPDIR/evt.c" -L"$TMPDIR" -levt -Wl,-rpath,"$TMPDIR" ||
	fail "cannot build the test program"

# (the dynamic linker looks in glibc-hwcaps/... first: only the open that finds it counts)
D='syscall::openat:entry /pid == $target && copyinstr(arg1) == "'"$TMPDIR/libevt.so"'"/ { printf("openat libevt.so\n"); }
pid$target:libevt.so:evt_ctor:entry, pid$target:a.out:prog_ctor:entry, pid$target:a.out:main:entry { printf("%s\n", probefunc); }'
run() { # EVALTIME: what the script printed
	"$DTRACE" -Z -q -x evaltime=$1 -n "$D" -c "$TMPDIR/evt" > "$TMPDIR/out" 2> "$TMPDIR/err" ||
		fail "evaltime=$1: status $?: $(cat "$TMPDIR/err")"
	cat "$TMPDIR/out"
}
expect_eq "evaltime=exec" "openat libevt.so
evt_ctor
prog_ctor
main" "$(run exec)"
expect_eq "evaltime=preinit" "evt_ctor
prog_ctor
main" "$(run preinit)"
expect_eq "evaltime=postinit" "prog_ctor
main" "$(run postinit)"
expect_eq "the default (postinit)" "prog_ctor
main" "$("$DTRACE" -Z -q -n "$D" -c "$TMPDIR/evt" 2>&1)"
expect_eq "evaltime=main" "main" "$(run main)"
# the probes at preinit are found without -Z: the library is mapped
"$DTRACE" -q -x evaltime=preinit -n 'pid$target:libevt.so:evt_ctor:entry { printf("found\n"); }' \
	-c "$TMPDIR/evt" > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "preinit without -Z: $(cat "$TMPDIR/err")"
expect_eq "preinit without -Z" "found" "$(cat "$TMPDIR/out")"
# the dynamic linker opening libc: seen at exec only
libc='syscall::openat:entry /pid == $target && basename(copyinstr(arg1)) == "libc.so.6"/ { printf("%s\n", execname); }'
out=$("$DTRACE" -q -x evaltime=exec -n "$libc" -c "$HELPERS/flow" 2> "$TMPDIR/err") || fail "libc at exec: $(cat "$TMPDIR/err")"
expect_eq "ld.so opens libc (evaltime=exec)" "flow" "$out"
out=$("$DTRACE" -q -n "$libc" -c "$HELPERS/flow" 2> "$TMPDIR/err") || fail "libc at postinit: $(cat "$TMPDIR/err")"
expect_eq "ld.so opens libc (postinit)" "" "$out"
exit 0
