#!/bin/bash
# ASSERTION: a glob probe name names, besides entry and return, every
# instruction of the function whose hex offset it matches, as DTrace's
# pid provider has it: pid$target:a.out:fact:* lists exactly the offsets
# where objdump's disassembly starts an instruction (and entry, return);
# each instruction of inner (no branch inside) fires once per call;
# "1*" keeps the offsets whose names start with 1.
. ../lib.sh
bin=$HELPERS/flow
starts() { # FUNC: the offsets (hex, as probes are named) of its instructions
	local base a
	objdump -d --no-show-raw-insn "$bin" | awk -v f="<$1>:" '
		$2 == f { print $1; inside = 1; next }
		inside && /^$/ { exit }
		inside { a = $1; sub(":", "", a); print a }' | {
		read -r base
		while read -r a; do printf '%x\n' $((0x$a - 0x$base)); done
	}
}
within() { # FUNC: the instruction offsets inside its symbol's size, sorted
	local n o
	n=$(nm -S "$bin" | awk -v f="$1" '$4 == f { print $2 }')
	starts "$1" | while read -r o; do [ $((0x$o)) -lt $((0x$n)) ] && echo "$o"; done | sort
}
want=$( (within fact; echo entry; echo return) | sort)
[ "$(within fact | wc -l)" -gt 5 ] || fail "no disassembly of fact"
"$DTRACE" -l -n 'pid$target:a.out:fact:*' -c "$bin" > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "-l: $(cat "$TMPDIR/err")"
expect_eq "fact:* listed" "$want" "$(awk 'NR > 1 { print $5 }' "$TMPDIR/out" | sort)"

"$DTRACE" -q -n 'pid$target:a.out:inner:* { @[probename] = count(); } END { printa("%s %@d\n", @); }' \
	-c "$bin" > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "inner:*: status $?: $(cat "$TMPDIR/err")"
want=$( (within inner; echo entry; echo return) | sed 's/$/ 2/' | sort)
expect_eq "inner:* fired" "$want" "$(grep . "$TMPDIR/out" | sort)"

"$DTRACE" -l -n 'pid$target:a.out:fact:1*' -c "$bin" > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "1*: $(cat "$TMPDIR/err")"
expect_eq "fact:1* listed" "$(within fact | grep '^1')" "$(awk 'NR > 1 { print $5 }' "$TMPDIR/out" | sort)"
exit 0
