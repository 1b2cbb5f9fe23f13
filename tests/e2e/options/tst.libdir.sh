#!/bin/bash
# ASSERTION: D libraries (-L DIR, -x libdir=DIR): every *.d file of each
# directory compiles before the program, each after the libraries it
# names (#pragma D depends_on library); the program uses their inlines,
# types and variables; their clauses are never enabled; a library that
# names a provider or module this system lacks is left out with those
# that need it; -e alone compiles the libraries; a missing library, a
# circle of libraries and a library that does not compile are errors
# naming the files; -64 is accepted, -32 refused.
. ../lib.sh
L=$(mktemp -d "$TMPDIR/lib.XXXXXX")
cat > "$L/a.d" <<'D'
#pragma D depends_on library b.d
#pragma D depends_on provider syscall
inline int answer = half * 2;
typedef struct libpoint { int x; int y; } libpoint_t;
BEGIN { printf("a library's clause ran\n"); }
D
cat > "$L/b.d" <<'D'
#pragma D depends_on module vmlinux
inline int half = 21;
int lib_counter;
D
: > "$L/empty.d"
cat > "$L/gone.d" <<'D'
#pragma D depends_on provider no_such_provider
inline int gone = 1;
D
cat > "$L/needsgone.d" <<'D'
#pragma D depends_on library gone.d
inline int needsgone = 2;
D
echo 'this is not D' > "$L/notes.txt"

"$DTRACE" -64 -q -L "$L" -n 'libpoint_t p;
BEGIN { p.x = answer; lib_counter++; printf("%d %d %d\n", p.x, sizeof (libpoint_t), lib_counter); exit(0); }' \
	> "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
expect_eq "the program uses the libraries" "42 8 1" "$(cat "$TMPDIR/out")"
expect_eq "stderr" "" "$(cat "$TMPDIR/err")"

"$DTRACE" -q -x libdir="$L" -n 'BEGIN { trace(half); exit(0); }' > "$TMPDIR/out" 2>&1 ||
	fail "-x libdir: $(cat "$TMPDIR/out")"
expect_eq "-x libdir" "21" "$(cat "$TMPDIR/out")"

"$DTRACE" -L "$L" -e -n 'BEGIN { trace(gone); }' > "$TMPDIR/out" 2>&1
expect_eq "a library needing a missing provider is left out (status)" 1 $?
grep -q 'failed to resolve gone' "$TMPDIR/out" || fail "gone: $(cat "$TMPDIR/out")"
"$DTRACE" -L "$L" -e -n 'BEGIN { trace(needsgone); }' > "$TMPDIR/out" 2>&1
expect_eq "so is one that needs it (status)" 1 $?
grep -q 'failed to resolve needsgone' "$TMPDIR/out" || fail "needsgone: $(cat "$TMPDIR/out")"

"$DTRACE" -L "$L" -L "$TMPDIR/no-such-dir" -e > "$TMPDIR/out" 2>&1
expect_eq "-e alone" "0 " "$? $(cat "$TMPDIR/out")"

C=$(mktemp -d "$TMPDIR/lib.XXXXXX")
echo '#pragma D depends_on library two.d' > "$C/one.d"
echo '#pragma D depends_on library three.d' > "$C/two.d"
echo '#pragma D depends_on library one.d' > "$C/three.d"
"$DTRACE" -L "$C" -n 'BEGIN { exit(0); }' > "$TMPDIR/out" 2>&1
expect_eq "a circle (status)" 1 $?
grep -q "^dtrace: invalid probe specifier BEGIN { exit(0); }: Cyclic dependency detected: $C/.*\.d => $C/.*\.d\$" \
	"$TMPDIR/out" || fail "circle: $(cat "$TMPDIR/out")"

M=$(mktemp -d "$TMPDIR/lib.XXXXXX")
echo '#pragma D depends_on library nowhere.d' > "$M/one.d"
"$DTRACE" -L "$M" -n 'BEGIN { exit(0); }' > "$TMPDIR/out" 2>&1
expect_eq "a missing library (status)" 1 $?
expect_eq "a missing library" "dtrace: invalid probe specifier BEGIN { exit(0); }: Invalid library dependency in $M/one.d: nowhere.d" \
	"$(cat "$TMPDIR/out")"

B=$(mktemp -d "$TMPDIR/lib.XXXXXX")
printf 'inline int ok = 1;\ninline int broken = ;\n' > "$B/broken.d"
"$DTRACE" -L "$B" -n 'BEGIN { exit(0); }' > "$TMPDIR/out" 2>&1
expect_eq "a library that does not compile (status)" 1 $?
expect_eq "a library that does not compile" "dtrace: failed to compile script $B/broken.d: line 2: syntax error near \";\"" \
	"$(cat "$TMPDIR/out")"

"$DTRACE" -32 -n 'BEGIN { exit(0); }' > "$TMPDIR/out" 2>&1
expect_eq "-32 (status)" 2 $?
grep -q '^dtrace: -32 is not supported' "$TMPDIR/out" || fail "-32: $(cat "$TMPDIR/out")"
exit 0
