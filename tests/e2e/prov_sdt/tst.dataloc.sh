#!/bin/bash
# ASSERTION: a tracepoint's __data_loc field (sched_process_exec's
# filename) is args[N] of type char *, the address of its data in the
# record: -lv says so, and stringof(), printf's %s, a string variable, a
# comparison and an aggregation key all read the path the helper exec'd
# (a path of its own, in a fresh directory, so nothing else matches it).
. ../lib.sh
dir=$(mktemp -d "$TMPDIR/exec.XXXXXX")
cp /bin/true "$dir/dt-dataloc-target"
prog=$dir/dt-dataloc-target

"$DTRACE" -lv -n 'sdt:sched::sched_process_exec' > "$TMPDIR/lv" 2>&1 || fail "-lv: $(cat "$TMPDIR/lv")"
grep -q 'args\[0\]: char \*$' "$TMPDIR/lv" || fail "-lv: args[0] is not char *: $(cat "$TMPDIR/lv")"

"$DTRACE" -q -n '
sdt:sched::sched_process_exec
/ppid == $target/
{
	this->path = stringof(args[0]);
	printf("%s|%s|%d|%d\n", this->path, args[0], this->path == $$1, basename(args[0]) == "dt-dataloc-target");
	@[stringof(args[0])] = count();
}' -c "$HELPERS/forkexec -n 3 $prog" "$prog" > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
expect_eq "firings" "$prog|$prog|1|1
$prog|$prog|1|1
$prog|$prog|1|1" "$(grep '|' "$TMPDIR/out")"
expect_eq "aggregation" "$prog 3" "$(awk 'NF == 2 { print $1, $2 }' "$TMPDIR/out")"
exit 0
