#!/bin/bash
# ASSERTION: pycalls.d counts a Python script's function calls from
# python3's USDT probes: outer once, middle 3 times, leaf 6 times, in the
# script's file; and times them, outer's at least middle's.
. ../lib.sh
. ./tk.sh

py=/usr/bin/python3
readelf -n "$(readlink -f $py)" 2> /dev/null | grep -q function__entry ||
	fail "$py has no function__entry probe (python3 built without --with-dtrace?)"
cat > "$TMPDIR/tk.py" <<'P'
def leaf(n):
    return n * 2

def middle(n):
    return leaf(n) + leaf(n + 1)

def outer():
    total = 0
    for i in range(3):
        total += middle(i)
    return total

outer()
P
tool pycalls -c "$py $TMPDIR/tk.py"
calls() { awk -v f="$TMPDIR/tk.py" -v fn="$1" '$3 == "CALLS" { on = 1; next } $3 ~ /TOTAL/ { on = 0 } on && $1 == f && $2 == fn { print $3 }' "$TMPDIR/out"; }
total() { awk -v f="$TMPDIR/tk.py" -v fn="$1" '$3 ~ /TOTAL/ { on = 1; next } on && $1 == f && $2 == fn { print $3 }' "$TMPDIR/out"; }
expect_eq "outer" 1 "$(calls outer)"
expect_eq "middle" 3 "$(calls middle)"
expect_eq "leaf" 6 "$(calls leaf)"
expect_range "outer's time (us)" "$(total middle)" 100000000 "$(total outer)"
exit 0
