#!/bin/bash
# ASSERTION: ustack() through a program stripped of every symbol table
# (nosyms-stripped) names each frame by the function .eh_frame says it is
# in, at that function's address in the program plus the offset
# (nosyms-stripped`0x11e0, nosyms-stripped`0x1200+0x5): the frames are
# leaf, middle, outer and main, at the addresses nm gives them in the
# unstripped nosyms; the 5 calls' stacks are one aggregation entry; and
# ufunc()/usym()/uaddr() of the pc say the same.
. ../lib.sh
cd "$TMPDIR" || fail "no $TMPDIR"
addr() { printf '0x%x' "$((16#$(nm "$HELPERS/nosyms" | awk -v f="$1" '$3 == f { print $1 }')))"; }
leaf=$(addr leaf)
"$DTRACE" -q -n "pid\$target:a.out:$leaf:entry {
	@s[ustack(4)] = count(); @f[ufunc(uregs[R_PC])] = count();
	@u[usym(uregs[R_PC] + 2)] = count(); @a[uaddr(uregs[R_PC] + 2)] = count(); }" \
	-c "$HELPERS/nosyms-stripped 5 0" > out 2> err || fail "status $?: $(cat err)"
m=nosyms-stripped
expect_eq "stack frames (function addresses)" "$m\`$leaf
$m\`$(addr middle)
$m\`$(addr outer)
$m\`$(addr main)" "$(awk '/^              nosyms-stripped`/ { sub(/\+0x[0-9a-f]+$/, "", $1); print $1 }' out)"
grep -Eq "^ {14}$m\`$leaf\$" out || fail "leaf's frame has an offset at its entry: $(cat out)"
grep -Eq "^ {14}$m\`$(addr middle)\+0x[0-9a-f]+\$" out || fail "middle's frame has no offset: $(cat out)"
expect_eq "one stack, 5 times" 5 "$(awk 'NF == 1 && $1 ~ /^[0-9]+$/ { print $1 }' out)"
expect_eq "ufunc and usym" 2 "$(grep -Ec "^  $m\`$leaf +5\$" out)"
grep -Eq "^  $m\`$leaf\+0x2 +5\$" out || fail "uaddr: $(cat out)"
exit 0
