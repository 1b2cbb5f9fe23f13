#!/bin/bash
# ASSERTION: pyflow.d follows a Python script's calls and returns, indented
# by depth: outer calls middle, which calls leaf twice, three times over;
# each with its file and line (the def's line at entry).
. ../lib.sh
. ./tk.sh

py=/usr/bin/python3
readelf -n "$(readlink -f $py)" 2> /dev/null | grep -q function__entry ||
	fail "$py has no function__entry probe (python3 built without --with-dtrace?)"
cat > "$TMPDIR/tkflow.py" <<'P'
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
tool pyflow -c "$py $TMPDIR/tkflow.py"
flow=$(awk '$3 ~ /^tkflow\.py:/ && ($5 == "outer" || $5 == "middle" || $5 == "leaf") { print index($0, $4), $4, $5, $3 }' "$TMPDIR/out")
base=$(echo "$flow" | awk '$3 == "outer" { print $1; exit }')
got=$(echo "$flow" | awk -v b="$base" '{ printf "%d%s%s ", ($1 - b) / 2, $2, $3 }' | sed 's/ $//')
m="1->middle 2->leaf 2<-leaf 2->leaf 2<-leaf 1<-middle"
expect_eq "flow" "0->outer $m $m $m 0<-outer" "$got"
expect_eq "lines of the entries" "tkflow.py:7 tkflow.py:4 tkflow.py:1" \
	"$(echo "$flow" | awk '$2 == "->" && !seen[$3]++ { printf "%s ", $4 }' | sed 's/ $//')"
exit 0
