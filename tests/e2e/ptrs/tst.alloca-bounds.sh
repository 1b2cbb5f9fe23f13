#!/bin/bash
# ASSERTION: loads and stores through a pointer into alloca()'d memory,
# direct, by index, by member or by bcopy() (its destination, and its
# source when that is alloca()'d) and copyinto(), fault with
# "invalid address" before its bottom, beyond its top (rounded up to 8
# bytes, as DTrace rounds it) or crossing either; alloca()'d memory lasts
# for the clause (a later clause of the same firing, or a later firing,
# faults reading it; each clause's alloca() starts at the same address);
# alloca(0) is a valid pointer that cannot be read through; a computed
# size beyond scratchsize faults with "out of scratch space".
. ../lib.sh
"$DTRACE" -q -x scratchsize=64 -n '
struct pt { int x; int y; long z; };
BEGIN { s = (char *)alloca(15); trace(s[-1]); printf("not reached\n"); }
BEGIN { s = (char *)alloca(15); trace(s[16]); printf("not reached\n"); }
BEGIN { p = (int *)alloca(10); trace(p[-1]); printf("not reached\n"); }
BEGIN { s = (char *)alloca(15); s[16] = 65; printf("not reached\n"); }
BEGIN { p = (int *)alloca(15); p[-1] = 65; printf("not reached\n"); }
BEGIN { s = (char *)alloca(15); bcopy("0", s - 1, 1); printf("not reached\n"); }
BEGIN { s = (char *)alloca(16); bcopy("01", &s[15], 2); printf("not reached\n"); }
BEGIN { d = (char *)alloca(24); s = (char *)alloca(8); bcopy(s, d, 16); printf("not reached\n"); }
BEGIN { q = (struct pt *)alloca(8); trace(q->z); printf("not reached\n"); }
BEGIN { q = (struct pt *)alloca(8); q->z = 1; printf("not reached\n"); }
BEGIN { z = (char *)alloca(0); trace(*z); printf("not reached\n"); }
BEGIN { n = 65; alloca(n); printf("not reached\n"); }
BEGIN { s = (char *)alloca(15); s[15] = 7; s[0] = 1; printf("top %d %d\n", s[15], s[0]); }
BEGIN { g = (char *)alloca(8); *g = 42; printf("set %d\n", *g); }
BEGIN { printf("next clause\n"); trace(*g); printf("not reached\n"); }
BEGIN { h = (char *)alloca(8); printf("same address %d\n", g == h); }
BEGIN { z = alloca(0); printf("alloca(0) twice %d\n", alloca(0) == z); }
BEGIN { q = (struct pt *)alloca(sizeof (struct pt)); q->y = 9; printf("member %d\n", q->y); }
BEGIN { n = 64; s = (char *)alloca(n); s[63] = 5; printf("computed %d\n", s[63]); }
BEGIN { s = (char *)alloca(16); bcopy("abcdefghijklmnop", s, 16); printf("bcopy %c%c\n", s[0], s[15]); }
ERROR { printf("ERROR fault %d\n", arg4); }
BEGIN { exit(0); }' > "$TMPDIR/out" 2> "$TMPDIR/err"
st=$?
[ $st = 0 ] || fail "status $st: $(cat "$TMPDIR/err")"
expect_eq "stdout" "ERROR fault 1
ERROR fault 1
ERROR fault 1
ERROR fault 1
ERROR fault 1
ERROR fault 1
ERROR fault 1
ERROR fault 1
ERROR fault 1
ERROR fault 1
ERROR fault 1
ERROR fault 5
top 7 1
set 42
ERROR fault 1
same address 1
alloca(0) twice 1
member 9
computed 5
bcopy ap" "$(cat "$TMPDIR/out")"
pre='^dtrace: error on enabled probe ID [0-9]+ \(ID 1: dtrace:::BEGIN\): '
n=$(grep -Ec "${pre}invalid address \(0x[0-9a-f]+\) in action #[0-9]+" "$TMPDIR/err")
expect_eq "invalid address lines: $(cat "$TMPDIR/err")" 12 "$n"
grep -Eq "${pre}out of scratch space in action #[0-9]+" "$TMPDIR/err" || fail "no scratch line: $(cat "$TMPDIR/err")"

# and not across firings: a pointer kept from one firing faults in the next
"$DTRACE" -q -n '
BEGIN { s = (char *)alloca(4); *s = 1; }
tick-10ms /i++ == 0/ { trace(*s); printf("not reached\n"); }
tick-10ms /i > 1/ { exit(0); }
ERROR { printf("ERROR fault %d\n", arg4); }' > "$TMPDIR/out" 2> "$TMPDIR/err"
st=$?
[ $st = 0 ] || fail "status $st: $(cat "$TMPDIR/err")"
expect_eq "stdout across firings" "ERROR fault 1" "$(cat "$TMPDIR/out")"
exit 0
