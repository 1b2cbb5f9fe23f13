#!/bin/bash
# ASSERTION: profile and tick probes take DTrace's units (ns us ms s hz, a
# bare number is hz) and any rate named in a description exists on demand;
# tick-N fires on one CPU at that rate.
. ../lib.sh
out=$("$DTRACE" -l -n 'profile:::tick-50ms' -n 'profile:::profile-1234' -n 'tick-2s') ||
	fail "dtrace -l failed"
expect_eq "on-demand listing" "$(printf '%5s %10s %17s %33s %s\n%5d %10s %17s %33s %s\n%5d %10s %17s %33s %s\n%5d %10s %17s %33s %s' \
	ID PROVIDER MODULE FUNCTION NAME 1000 profile '' '' tick-50ms 1001 profile '' '' profile-1234 \
	1002 profile '' '' tick-2s)" "$out"
"$DTRACE" -l -n 'profile:::tick-0ms' > /dev/null 2>&1 && fail "tick-0ms matched a probe"
out=$("$DTRACE" -q -n '
tick-50ms { @t = count(); @c[cpu] = count(); }
tick-20hz { @h = count(); }
tick-1sec { printa("%@d ", @t); printa("%@d ", @h); exit(0); }
END { printf("\n"); }') || fail "dtrace failed"
t=$(echo $out | awk '{ print $1 }')
h=$(echo $out | awk '{ print $2 }')
expect_range "tick-50ms in 1 s" 15 21 "$t"
expect_range "tick-20hz in 1 s" 15 21 "$h"
exit 0
