#!/bin/bash
# ASSERTION: pid$target:MODULE:FUNC:OFFSET probes one instruction inside a
# function: at level2's call to level3 (its offset read from objdump) it
# fires after level2's entry and before level3's.
. ../lib.sh
bin=$HELPERS/stacks
addrs=$(objdump -d --no-show-raw-insn "$bin" | awk '
	/^[0-9a-f]+ <level2>:$/ { print $1; inside = 1; next }
	inside && /^$/ { exit }
	inside && $2 ~ /^call/ { sub(":", "", $1); print $1; exit }')
set -- $addrs
off=
[ $# = 2 ] && off=$(printf '%x' $((0x$2 - 0x$1)))
[ -n "$off" ] || fail "no call instruction found in level2"
"$DTRACE" -q -c "$bin" -n "
pid\$target:stacks:level2:entry,
pid\$target:stacks:level2:$off,
pid\$target:stacks:level3:entry
{
	printf(\"%s:%s\\n\", probefunc, probename);
}" > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
expect_eq "firings" "level2:entry
level2:$off
level3:entry" "$(cat "$TMPDIR/out")"
exit 0
