#!/bin/bash
# Where the machine has a hardware PMU: cpc:::instructions-user-N fires in
# a spinning process, with arg1 in its spin() function. Skipped where there
# is no PMU that samples (most virtual machines have none).
. "$(dirname "$0")/../lib.sh"

if ! "$DTRACE" -q -n 'cpc:::instructions-user-1000000 { exit(0); }' >/dev/null 2>"$TMPDIR/err"; then
	echo "SKIP: this machine has no hardware PMU that samples instructions: $(head -1 "$TMPDIR/err")"
	exit 77
fi
"$DTRACE" -q -o "$TMPDIR/out" -n '
cpc:::instructions-user-1000000 /pid == $target/ { @[ufunc(arg1)] = count(); }
END { printa("%A %@d\n", @); }' -c "$HELPERS/cpcwork spin 300" || fail "dtrace failed"
n=$(awk '$1 == "cpcwork`spin" { print $2 }' "$TMPDIR/out")
expect_range "samples in spin" 10 1000000 "${n:-0}"
