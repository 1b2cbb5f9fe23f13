#!/bin/bash
# ASSERTION: a tick or profile probe (a perf-event program, run in
# interrupt context) that creates many associative-array and thread-local
# elements in one firing keeps every one of them: the maps those programs
# use are preallocated (a map that allocates as it grows has only a few
# elements cached per CPU there, and lost most of ten new ones as
# "dynamic variable drops").
. ../lib.sh
"$DTRACE" -q -n '
struct s { string a; int b; };
struct s st[int];
tick-1ms
{
	a[1] = 1; a[2] = 2; a[3] = 3; a[4] = 4; a[5] = 5; a[6] = 6;
	a[7] = 7; a[8] = 8; a[9] = 9; a[10] = 10; a[11] = 11; a[12] = 12;
	self->t[1] = 1; self->t[2] = 2; self->t[3] = 3; self->t[4] = 4;
	self->t[5] = 5; self->t[6] = 6; self->t[7] = 7; self->t[8] = 8;
	st[1].a = "x"; st[2].a = "x"; st[3].a = "x"; st[4].a = "x"; st[5].a = "x";
	st[6].a = "x"; st[7].a = "x"; st[8].a = "x"; st[9].a = "x"; st[10].a = "x";
	printf("%d %d %s\n", a[1] + a[2] + a[3] + a[4] + a[5] + a[6] + a[7] + a[8] + a[9] + a[10] + a[11] + a[12],
	    self->t[1] + self->t[2] + self->t[3] + self->t[4] + self->t[5] + self->t[6] + self->t[7] + self->t[8],
	    strjoin(st[1].a, strjoin(st[5].a, st[10].a)));
	exit(0);
}' > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
expect_eq "sums of the elements made in one firing" "78 36 xxx" "$(cat "$TMPDIR/out")"
expect_eq "dtrace's messages" "" "$(cat "$TMPDIR/err")"
exit 0
