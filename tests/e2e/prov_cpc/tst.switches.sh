#!/bin/bash
# cpc:::context-switches-all-1 fires once for each time a thread is
# switched out: a process that sleeps 1 ms 200 times is switched out at
# least 200 times, and not many more; stack() there is the scheduler's.
. "$(dirname "$0")/../lib.sh"

"$DTRACE" -q -o "$TMPDIR/out" -n '
cpc:::context-switches-all-1 /pid == $target/ { @n = count(); }
cpc:::context-switches-all-1 /pid == $target/ { @k[stack()] = count(); }
END { printa("switches %@d\n", @n); trunc(@k, 1); printa(@k); }' \
	-c "$HELPERS/cpcwork sleeps 200" 2>"$TMPDIR/err" || { cat "$TMPDIR/err"; fail "dtrace failed"; }

expect_range "context switches" 200 300 "$(awk '$1 == "switches" { print $2 }' "$TMPDIR/out")"
grep -q 'vmlinux`schedule' "$TMPDIR/out" || { cat "$TMPDIR/out"; fail "no schedule frame in stack()"; }
