#!/bin/bash
# ASSERTION: a run-time index outside a D array's bounds faults with
# "index out of bounds (N)", a store through a pointer outside this
# clause's alloca()'d scratch faults with "invalid address"; each ends the
# clause and fires ERROR, as in DTrace.
. ../lib.sh
"$DTRACE" -q -n '
int a[5];
BEGIN { i = 8; a[i] = 1; printf("not reached\n"); }
BEGIN { i = -1; trace(a[i]); printf("not reached\n"); }
BEGIN { this->p = (int *)alloca(4); this->q = this->p + 2; *this->q = 3; printf("not reached\n"); }
BEGIN { this->t = curthread; this->t->pid = 0; printf("not reached\n"); }
BEGIN { this->p = (int *)alloca(8); this->p[1] = 5; printf("in bounds %d\n", this->p[1]); }
ERROR { printf("ERROR fault %d\n", arg4); }
BEGIN { exit(0); }' > "$TMPDIR/out" 2> "$TMPDIR/err"
st=$?
[ $st = 0 ] || fail "status $st: $(cat "$TMPDIR/err")"
expect_eq "stdout" "ERROR fault 10
ERROR fault 10
ERROR fault 1
ERROR fault 1
in bounds 5" "$(cat "$TMPDIR/out")"
pre='^dtrace: error on enabled probe ID [0-9]+ \(ID 1: dtrace:::BEGIN\): '
grep -Eq "${pre}index out of bounds \(8\) in action #[0-9]+" "$TMPDIR/err" || fail "no index 8 line: $(cat "$TMPDIR/err")"
grep -Eq "${pre}index out of bounds \(-1\) in action #[0-9]+" "$TMPDIR/err" || fail "no index -1 line: $(cat "$TMPDIR/err")"
n=$(grep -Ec "${pre}invalid address \(0x[0-9a-f]+\) in action #[0-9]+" "$TMPDIR/err")
expect_eq "invalid address lines: $(cat "$TMPDIR/err")" 2 "$n"
exit 0
