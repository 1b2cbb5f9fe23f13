#!/bin/bash
# ASSERTION: the program's entry point (_start, e_entry) has no return
# probe: the kernel jumps there with argc where a return address would be,
# and a uretprobe would overwrite it, so that the target ran with a
# corrupted argc (it did nothing and main returned at once). With every
# a.out function's return probed, the target still runs its calls, and
# naming _start's return matches nothing.
. "$(dirname "$0")/../lib.sh"

"$DTRACE" -q -o "$TMPDIR/out" -n '
pid$target:a.out::return { @[probefunc] = count(); }
END { printa("%s %@d\n", @); }' -c "$HELPERS/tkwork calls=3" 2> "$TMPDIR/err" ||
	fail "dtrace failed: $(cat "$TMPDIR/err")"
expect_eq "tk_outer returns" 3 "$(awk '$1 == "tk_outer" { print $2 }' "$TMPDIR/out")"
expect_eq "tk_inner returns" 3 "$(awk '$1 == "tk_inner" { print $2 }' "$TMPDIR/out")"
expect_eq "main returns" 1 "$(awk '$1 == "main" { print $2 }' "$TMPDIR/out")"
expect_eq "_start returns" "" "$(awk '$1 == "_start"' "$TMPDIR/out")"

"$DTRACE" -l -n 'pid$target:a.out:_start:' -c "$HELPERS/tkwork" > "$TMPDIR/list" 2>&1 ||
	fail "dtrace -l failed: $(cat "$TMPDIR/list")"
expect_eq "_start's probes" "entry" "$(awk 'NR > 1 { print $NF }' "$TMPDIR/list")"
exit 0
