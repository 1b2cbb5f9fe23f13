#!/bin/bash
# dtrace -l -P cpc lists the events this machine can sample, each once as
# EVENT-all-N: the software ones everywhere, the generic hardware ones only
# where a hardware PMU exists; -lv gives arg0 and arg1 as profile's.
. "$(dirname "$0")/../lib.sh"

"$DTRACE" -l -P cpc >"$TMPDIR/list" 2>"$TMPDIR/err" || fail "dtrace -l -P cpc failed"
head -1 "$TMPDIR/list" | grep -q '^ *ID *PROVIDER' || fail "no header"
for ev in page-faults-all-1000 minor-faults-all-1000 context-switches-all-1000 \
	cpu-migrations-all-100 cpu-clock-all-10000000; do
	n=$(awk -v e="$ev" '$2 == "cpc" && $NF == e' "$TMPDIR/list" | wc -l)
	expect_eq "listed $ev" 1 "$n"
done
others=$(awk 'NR > 1 && $2 != "cpc"' "$TMPDIR/list" | wc -l)
expect_eq "probes of other providers" 0 "$others"
hw=$(awk '$NF == "cycles-all-10000000"' "$TMPDIR/list" | wc -l)
if [ -e /sys/bus/event_source/devices/cpu ] && "$DTRACE" -q -n 'cpc:::cycles-all-1000000 { exit(0); }' \
	>/dev/null 2>&1; then
	expect_eq "cycles listed where the PMU has it" 1 "$hw"
else
	expect_eq "cycles listed without a PMU that samples it" 0 "$hw"
fi
"$DTRACE" -lv -n cpc:::page-faults-user-1 >"$TMPDIR/lv" || fail "dtrace -lv failed"
grep -q 'args\[1\]' "$TMPDIR/lv" || { cat "$TMPDIR/lv"; fail "-lv: no args[1]"; }
