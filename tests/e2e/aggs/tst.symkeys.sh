#!/bin/bash
# sym(), func(), mod() and their user forms aggregate by what they print
# (DTrace's rule): every sample in one function is one key, however many
# PCs in it the samples hit, and %A of it prints the function, no offset;
# %A and %a of a umod() or mod() key print the module, as printa() alone does.
. "$(dirname "$0")/../lib.sh"

"$DTRACE" -q -o "$TMPDIR/out" -n '
profile-997 /pid == $target && arg1/ {
	@f[ufunc(arg1)] = count(); @s[usym(arg1)] = count(); @m[umod(arg1)] = count();
}
profile-997 /arg0/ { @k[func(arg0)] = count(); @km[mod(arg0)] = count(); }
END {
	printa("ufunc %-40A %@d\n", @f); printa("usym %-40A %@d\n", @s);
	printa(@m); printa("umod %-40A %@d\n", @m);
	printa("func %-40a %@d\n", @k); printa("mod %-40a %@d\n", @km);
}' -c "$HELPERS/cpcwork spin 400" || fail "dtrace failed"

for what in ufunc usym; do
	n=$(grep -c "^$what cpcwork\`spin " "$TMPDIR/out")
	expect_eq "$what lines for spin" 1 "$n"
done
expect_eq "umod lines for cpcwork" 1 "$(grep -c '^  *cpcwork  ' "$TMPDIR/out")"
expect_eq "umod %A lines for cpcwork" 1 "$(grep -c '^umod cpcwork  ' "$TMPDIR/out")"
expect_eq "mod %a lines that are not a module" "" "$(awk '$1 == "mod" && $2 ~ /[`+]/' "$TMPDIR/out")"
expect_eq "mod %a lines for vmlinux" 1 "$(grep -c '^mod vmlinux  ' "$TMPDIR/out")"
samples=$(awk '$1 == "ufunc" && $2 == "cpcwork`spin" { print $3 }' "$TMPDIR/out")
expect_range "samples in spin" 5 1000 "$samples" # (fewer on a busy machine)
dups=$(awk '$1 == "func" || $1 == "mod" { print $1, $2 }' "$TMPDIR/out" | sort | uniq -d)
expect_eq "kernel keys printed twice" "" "$dups"
