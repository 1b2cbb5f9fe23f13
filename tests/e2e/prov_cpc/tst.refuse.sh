#!/bin/bash
# What the cpc provider refuses, each with the reason on its own line and
# then DTrace's "does not match any probes": an event the perf interface
# does not name, a count below the event's minimum (DTrace's 5000 for
# counters, 10 us for the clocks), a unit mask on a generic event, and a
# hardware event on a machine with no PMU.
. "$(dirname "$0")/../lib.sh"

refused() { # DESCRIPTION EXPECTED-TEXT
	if "$DTRACE" -q -n "$1 { exit(0); }" >/dev/null 2>"$TMPDIR/err"; then
		fail "$1 was accepted"
	fi
	grep -qF -- "$2" "$TMPDIR/err" || { cat "$TMPDIR/err"; fail "$1: no \"$2\""; }
	grep -q "does not match any probes" "$TMPDIR/err" || { cat "$TMPDIR/err"; fail "$1: no D_PDESC_ZERO"; }
}
refused cpc:::no-such-event-all-10000 "no-such-event is not an event of this machine's perf interface"
refused cpc:::cpu-clock-user-100 "count 100 is below the minimum of 10000 for cpu-clock"
refused cpc:::instructions-all-4999 "count 4999 is below the minimum of 5000 for instructions"
refused cpc:::page-faults-all-ff-100 "a unit mask applies only to a PMU's own events"
refused cpc:::page-faults-sometimes-100 "does not match any probes"
if [ ! -e /sys/bus/event_source/devices/cpu ] && [ ! -e /sys/bus/event_source/devices/cpu_core ]; then
	refused cpc:::cycles-all-100000 "cycles needs a hardware PMU, and this machine has none"
fi
# the PAPI name DTrace's scripts use is the same event as perf's name
"$DTRACE" -l -n cpc:::PAPI_tot_cyc-all-100000 >"$TMPDIR/papi" 2>&1
"$DTRACE" -l -n cpc:::cycles-all-100000 >"$TMPDIR/cyc" 2>&1
expect_eq "PAPI_tot_cyc is cycles" "$(sed 's/cycles/X/g' "$TMPDIR/cyc")" \
	"$(sed 's/PAPI_tot_cyc/X/g; s/cycles/X/g' "$TMPDIR/papi")"
