#!/bin/bash
# DTrace writes a cpc event with '_' for perf's '-' and in lower case
# (cpc:::cpu_clock-all-N, page_faults-user-1, Minor_Faults-user-100): each
# names the same event as perf's spelling and counts the same. A process
# touching 5000 fresh pages takes about 5000 faults under both names.
. "$(dirname "$0")/../lib.sh"

"$DTRACE" -q -o "$TMPDIR/out" -n '
cpc:::page_faults-user-1 /pid == $target/ { @dtrace = count(); }
cpc:::page-faults-user-1 /pid == $target/ { @perf = count(); }
cpc:::Minor_Faults-user-100 /pid == $target/ { @minor = count(); }
END { printa("dtrace %@d\n", @dtrace); printa("perf %@d\n", @perf); printa("minor %@d\n", @minor); }' -c "$HELPERS/cpcwork faults 5000" || fail "dtrace failed"

get() { awk -v k="$1" '$1 == k { print $NF }' "$TMPDIR/out"; }
expect_range "page_faults-user-1" 5000 5400 "$(get dtrace)"
expect_eq "page_faults and page-faults count the same" "$(get perf)" "$(get dtrace)"
expect_range "Minor_Faults-user-100" 48 54 "$(get minor)"
# cpu_clock fires every 10 ms of CPU time on each CPU: within 10 s it has
timeout 10 "$DTRACE" -q -n 'cpc:::cpu_clock-all-10000000 { exit(0); }' ||
	fail "cpc:::cpu_clock-all-10000000 never fired"
"$DTRACE" -l -n 'cpc:::cpu_clock-all-10000000' > "$TMPDIR/l" || fail "cpu_clock-all-10000000 not listed"
grep -q 'cpu_clock-all-10000000' "$TMPDIR/l" || fail "listing: $(cat "$TMPDIR/l")"
