#!/bin/bash
# ASSERTION: dtrace -l lists every kernel tracepoint under sdt (module =
# subsystem, no function), and a literal subsystem or event is found
# without listing the rest.
. ../lib.sh
n=$(ls -d /sys/kernel/tracing/events/*/*/ | wc -l)
got=$("$DTRACE" -l -P sdt | tail -n +2 | wc -l)
expect_eq "sdt probes listed" "$n" "$got"
out=$("$DTRACE" -l -n 'sdt:sched::sched_switch') || fail "dtrace -l -n failed"
expect_eq "one tracepoint" "sdt sched sched_switch" "$(echo "$out" | tail -1 | awk '{ print $2, $3, $4 }')"
"$DTRACE" -l -n 'sdt:nosuchsubsystem::x' > /dev/null 2>&1 && fail "a missing tracepoint matched"
exit 0
