#!/bin/bash
# ASSERTION: Debian's python3 ships USDT probes (its interpreter's
# .note.stapsdt, each behind a semaphore that dtrace sets while the probe
# is enabled); DTraceToolkit-style scripts name them with dashes
# (function-entry for the note's function__entry) and read their
# arguments: file, function and line of each call and return, the line
# probe, and gc-start for a collection the script asks for. (Python 3.11
# fires function-entry and -return only while line is enabled too:
# CPython issue 98894; the script enables it, as scripts for 3.11 must.)
. ../lib.sh
py=$(readlink -f /usr/bin/python3) || fail "no /usr/bin/python3 (scripts/deps.sh installs it)"
readelf -n "$py" | grep -q 'Name: function__entry' || fail "$py has no USDT notes"
cat > "$TMPDIR/target.py" <<'PY'
import gc
def inner(n):
    return n + 1
def outer():
    s = 0
    for i in range(3):
        s = inner(s)
    return s
outer()
gc.collect()
PY
"$DTRACE" -q -c "$py $TMPDIR/target.py" -n '
python$target:::function-entry /basename(copyinstr(arg0)) == "target.py"/
{ printf("-> %s %s:%d\n", copyinstr(arg1), basename(copyinstr(arg0)), arg2); }
python$target:::function-return /basename(copyinstr(arg0)) == "target.py"/
{ printf("<- %s %s:%d\n", copyinstr(arg1), basename(copyinstr(arg0)), arg2); }
python$target:::line /basename(copyinstr(arg0)) == "target.py" && copyinstr(arg1) != "<module>"/
{ @lines[copyinstr(arg1), arg2] = count(); }
python$target:::gc-start { @gc = count(); }
END { printa("line %s:%d %@d\n", @lines); printa("gc %@d\n", @gc); }' > "$TMPDIR/out" 2> "$TMPDIR/err" ||
	fail "status $?: $(cat "$TMPDIR/err")"
expect_eq "calls and returns" "-> outer target.py:4
-> inner target.py:2
<- inner target.py:3
-> inner target.py:2
<- inner target.py:3
-> inner target.py:2
<- inner target.py:3
<- outer target.py:8" "$(grep '^[-<]. [io]' "$TMPDIR/out")"
expect_eq "lines" "line outer:5 1
line outer:8 1
line inner:3 3
line outer:7 3
line outer:6 4" "$(grep ^line "$TMPDIR/out")"
gcs=$(awk '$1 == "gc" { print $2 }' "$TMPDIR/out")
expect_range "gc-start" 1 100000 "$gcs"
[ -s "$TMPDIR/err" ] && fail "stderr: $(cat "$TMPDIR/err")"
exit 0
