#!/bin/bash
# cpc software events count what they name: a process that touches 5000
# fresh pages takes 5000 user-mode page faults in touch_pages() (plus the
# few of starting up), page-faults-user-1 fires once for each with arg1 the
# user PC and arg0 0, minor-faults-user-100 fires once per 100 on each CPU
# (a CPU's remainder goes uncounted), and page-faults-kernel-1 sees none.
. "$(dirname "$0")/../lib.sh"

"$DTRACE" -q -o "$TMPDIR/out" -n '
cpc:::page-faults-user-1 /pid == $target/ {
	@all = count(); @f[ufunc(arg1)] = count(); @kpc = sum(arg0 != 0); @upc = sum(arg1 == 0);
}
cpc:::minor-faults-user-100 /pid == $target/ { @minor = count(); }
cpc:::page-faults-kernel-1 /pid == $target && arg1 == 0 && execname == "cpcwork"/ { @kern = count(); }
END {
	printa("all %@d\n", @all); printa("fn %A %@d\n", @f); printa("kpc %@d\n", @kpc);
	printa("upc %@d\n", @upc); printa("minor %@d\n", @minor); printa("kern %@d\n", @kern);
}' -c "$HELPERS/cpcwork faults 5000" || fail "dtrace failed"

get() { awk -v k="$1" '$1 == k { print $NF }' "$TMPDIR/out"; }
expect_range "page faults" 5000 5400 "$(get all)"
expect_eq "faults in touch_pages" 5000 \
	"$(awk '$1 == "fn" && $2 == "cpcwork`touch_pages" { print $3 }' "$TMPDIR/out")"
expect_eq "samples with a kernel PC" 0 "$(get kpc)"
expect_eq "samples without a user PC" 0 "$(get upc)"
expect_range "minor faults / 100" 48 54 "$(get minor)"
kern=$(get kern)
expect_range "kernel-mode faults" 0 50 "${kern:-0}"
