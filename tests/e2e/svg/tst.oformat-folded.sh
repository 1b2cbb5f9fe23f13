#!/bin/bash
# ASSERTION: -x oformat=folded prints each stack-keyed aggregation as
# folded stacks ("root;...;leaf value", one line per distinct stack, other
# keys first, kernel frames marked _[k] after the user frames), at exit
# and for printa(@a); aggregations without a stack key print as text.
. ../lib.sh
cd "$TMPDIR" || fail "no $TMPDIR"
"$DTRACE" -q -x oformat=folded -n '
pid$target::leaf:entry { @[ustack()] = count(); @s["k;1", ustack()] = sum(arg0); @n = count(); }' \
	-c "$HELPERS/udepth 3 3 3 5" > out 2> err || fail "status $?: $(cat err)"
# from main up; libc's unnamed frame is an address
sed -e 's/^k_1;.*udepth`main;/k_1 .../' -e 's/^udepth`_start;.*udepth`main;//' out > got
expect_eq "folded" "rec;udepth\`rec;udepth\`rec;udepth\`leaf 3
rec;udepth\`rec;udepth\`rec;udepth\`rec;udepth\`rec;udepth\`leaf 1
k_1 ...udepth\`rec;udepth\`rec;udepth\`rec;udepth\`leaf 9
k_1 ...udepth\`rec;udepth\`rec;udepth\`rec;udepth\`rec;udepth\`rec;udepth\`leaf 5
                4" \
	"$(sed 's/^udepth`//' got)"
grep -q '^udepth`_start;' out || fail "not from the root: $(head -1 out)"

"$DTRACE" -q -x oformat=folded -n '
syscall::getppid:entry /pid == $target/ { @[stack(), execname, ustack()] = count(); }
END { printa(@); }' -c "$HELPERS/stacks" > out 2> err || fail "status $?: $(cat err)"
expect_eq "lines" 1 "$(grep -c . out)"
# stacks, the user frames, then the kernel's, each kernel frame marked
awk -F';' '{
	if ($1 != "stacks") exit 1
	for (i = 2; i <= NF; i++) {
		k = $i ~ /_\[k\]( [0-9]+)?$/
		if (seen && !k) exit 2
		seen = seen || k
	}
	if (!seen || $NF !~ / 1$/) exit 3
}' out || fail "frames out of order ($?): $(cat out)"
grep -q ';stacks`level3;libc.so.6`syscall;vmlinux`entry_SYSCALL' out || fail "frames: $(cat out)"
exit 0
