#!/bin/bash
# ASSERTION: C++ functions are named as c++filt, gdb and perf name them
# (nm -C), not by their mangled symbols: in ustack(), ufunc(), usym(),
# probefunc and -l; a probe description matches either the demangled
# name (its colons, parentheses and spaces escaped with a backslash, or
# globbed) or the mangled one; -x mangled shows the names as the symbol
# table has them.
. ../lib.sh
cd "$TMPDIR" || fail "no $TMPDIR"
cxx="$HELPERS/cxx"
frob=$(nm -C "$cxx" | awk '/ shapes::Widget::frob\(int\) const$/ { sub(/^[0-9a-f]+ [A-Za-z] /, ""); print }')
twice=$(nm -C "$cxx" | awk '/ long shapes::twice<long>\(long\)$/ { sub(/^[0-9a-f]+ [A-Za-z] /, ""); print }')
[ -n "$frob" ] && [ -n "$twice" ] || fail "nm -C does not show the helper's functions"
mfrob=$(nm "$cxx" | awk '$3 ~ /^_ZNK6shapes6Widget4frob/ { print $3 }')
marea=$(nm "$cxx" | awk '$3 ~ /^_ZN6shapes4areaEd$/ { print $3 }')

# the mangled name matches; everything shows the demangled ones
"$DTRACE" -q -n "pid\$target:a.out:$marea:entry {
	@s[ustack(4)] = count(); @f[ufunc(ucaller)] = count(); @p[probefunc] = count(); }" \
	-c "$cxx 4" > out 2> err || fail "status $?: $(cat err)"
expect_eq "ustack frames" "cxx\`shapes::area(double)
cxx\`$twice
cxx\`$frob
cxx\`main" "$(awk '/^              cxx`/ { sub(/^ +/, ""); sub(/\+0x[0-9a-f]+$/, ""); print }' out)"
grep -Eq "^  cxx\`long shapes::twice<long>\(long\) +4\$" out || fail "ufunc(ucaller): $(cat out)"
grep -Eq "^  shapes::area\(double\) +4\$" out || fail "probefunc: $(cat out)"

# -l lists the demangled names; a demangled name with escapes, and a glob, match
"$DTRACE" -l -n 'pid$target:a.out:*shapes*:entry' -c "$cxx 1" > list 2> err || fail "-l status $?: $(cat err)"
for f in "shapes::area(double)" "shapes::area(int)" "$twice" "$frob"; do
	grep -Fq " $f entry" list || fail "-l lacks $f: $(cat list)"
done
"$DTRACE" -q -n 'pid$target::shapes\:\:Widget\:\:frob\(int\)\ const:entry,
pid$target::shapes??area\(int\):entry { @[probefunc, probename] = count(); }' \
	-c "$cxx 3" > out 2> err || fail "status $?: $(cat err)"
expect_eq "probes named demangled, escaped or globbed" "$frob entry 3
shapes::area(int) entry 1" "$(awk 'NF { c = $NF; $NF = ""; gsub(/  +/, " "); sub(/ $/, ""); print $0, c }' out | LC_ALL=C sort)"
"$DTRACE" -q -n 'pid$target::*twice\<long\>*:return { @[probefunc, probename] = count(); }' \
	-c "$cxx 3" > out 2> err || fail "status $?: $(cat err)"
expect_eq "return probe of a template's instance" "$twice return 3" \
	"$(awk 'NF { c = $NF; $NF = ""; gsub(/  +/, " "); sub(/ $/, ""); print $0, c }' out)"

# -x mangled: the symbol table's names, in stacks, probefunc and -l
"$DTRACE" -x mangled -q -n 'pid$target::_ZN6shapes4areaEd:entry { @s[ustack(3)] = count(); @p[probefunc] = count(); }' \
	-c "$cxx 2" > out 2> err || fail "status $?: $(cat err)"
expect_eq "ustack frames, raw" "cxx\`_ZN6shapes4areaEd
cxx\`_ZN6shapes5twiceIlEET_S1_
cxx\`$mfrob" "$(awk '/^              cxx`/ { sub(/^ +/, ""); sub(/\+0x[0-9a-f]+$/, ""); print }' out)"
grep -Eq "^  _ZN6shapes4areaEd +2\$" out || fail "probefunc, raw: $(cat out)"
"$DTRACE" -x mangled -l -n 'pid$target:a.out:*area*:entry' -c "$cxx 1" > list 2> err || fail "status $?: $(cat err)"
expect_eq "-l, raw" "_ZN6shapes4areaEd
_ZN6shapes4areaEi" "$(awk 'NR > 1 { print $4 }' list | sort)"
exit 0
