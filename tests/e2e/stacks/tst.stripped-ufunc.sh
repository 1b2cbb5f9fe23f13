#!/bin/bash
# ASSERTION: ufunc(), usym() and umod() keys group by function and by
# object, as DTrace's consumer groups them: profile samples of a loop
# in a stripped program's function (nosyms-stripped's spin, named by its
# address from .eh_frame) land on many pcs (uaddr() keys them apart), and
# ufunc() and usym() make them one entry each, with the sum of those
# pcs' counts; umod() one entry per object (which %A prints as the
# object's name, as printa() alone does). No key is printed twice.
. ../lib.sh
cd "$TMPDIR" || fail "no $TMPDIR"
spin=$(printf '0x%x' "$((16#$(nm "$HELPERS/nosyms" | awk '$3 == "spin" { print $1 }')))")
m=nosyms-stripped
"$DTRACE" -q -n '
profile-997 /pid == $target/ {
	@f[ufunc(uregs[R_PC])] = count(); @s[usym(uregs[R_PC])] = count();
	@a[uaddr(uregs[R_PC])] = count(); @m[umod(uregs[R_PC])] = count(); }
END { printa("f %A %@d\n", @f); printa("s %A %@d\n", @s); printa("a %A %@d\n", @a);
      printa("m %A %@d\n", @m); }' -c "$HELPERS/nosyms-stripped 1 800" > out 2> err ||
	fail "status $?: $(cat err)"
for k in f s a m; do
	dup=$(awk -v k=$k '$1 == k { print $2 }' out | sort | uniq -d)
	[ -z "$dup" ] || fail "@$k prints keys twice: $dup"
done
pcs=$(awk -v f="$m\`$spin" '$1 == "a" && ($2 == f || index($2, f "+") == 1)' out)
n=$(echo "$pcs" | grep -c .)
expect_range "distinct pcs sampled in spin ($spin)" 2 100000 "$n"
sum=$(echo "$pcs" | awk '{ s += $3 } END { print s }')
expect_range "samples in spin" 20 100000 "$sum"
expect_eq "ufunc() of spin: its pcs' samples" "$sum" "$(awk -v f="$m\`$spin" '$1 == "f" && $2 == f { print $3 }' out)"
expect_eq "usym() of spin: its pcs' samples" "$sum" "$(awk -v f="$m\`$spin" '$1 == "s" && $2 == f { print $3 }' out)"
all=$(awk '$1 == "a" { s += $3 } END { print s }' out)
expect_eq "umod() of the program: its pcs' samples" \
	"$(awk -v p="$m\`" '$1 == "a" && index($2, p) == 1 { s += $3 } END { print s }' out)" \
	"$(awk -v p="$m" '$1 == "m" && $2 == p { print $3 }' out)"
expect_eq "umod() in all" "$all" "$(awk '$1 == "m" { s += $3 } END { print s }' out)"
exit 0
