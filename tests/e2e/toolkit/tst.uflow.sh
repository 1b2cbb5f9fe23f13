#!/bin/bash
# ASSERTION: uflow.d shows the flow of the program's own functions,
# indented by depth (flowindent): tk_outer calls tk_middle, which calls
# tk_inner, then tk_leaf, each entry two columns right of its caller's
# and each return level with its entry; twice (calls=2).
. ../lib.sh
. ./tk.sh

tool uflow -c "$HELPERS/tkwork calls=2" a.out
# the flow of tk_outer's calls: "DEPTH ARROW NAME", depth from the arrow's column
flow=$(awk '/-> tk_|<- tk_/ { c = index($0, $2); print $2, $3, c }' "$TMPDIR/out")
base=$(echo "$flow" | awk '$2 == "tk_outer" { print $3; exit }')
got=$(echo "$flow" | awk -v b="$base" '{ printf "%s%s%s ", ($3 - b) / 2, $1, $2 }' | sed 's/ $//')
one="0->tk_outer 1->tk_middle 2->tk_inner 2<-tk_inner 1<-tk_middle 1->tk_leaf 1<-tk_leaf 0<-tk_outer"
expect_eq "flow" "$one $one" "$got"
grep -q '^CPU FUNCTION' "$TMPDIR/out" || fail "no CPU FUNCTION header"
exit 0
