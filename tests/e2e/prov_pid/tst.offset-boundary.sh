#!/bin/bash
# TIMEOUT: 120
# ASSERTION: pid$target:a.out:FUNC:OFFSET is accepted exactly where an
# instruction starts (objdump's disassembly is the oracle) and refused
# elsewhere with a reason, for every offset of deep2 and the first 48
# bytes of main; a glob over functions passes over those where the offset
# falls inside an instruction instead of failing.
. ../lib.sh
bin=$HELPERS/ualloc
starts() { # FUNC: the offsets (decimal) of its instructions
	local base a
	objdump -d --no-show-raw-insn "$bin" | awk -v f="<$1>:" '
		$2 == f { print $1; inside = 1; next }
		inside && /^$/ { exit }
		inside { a = $1; sub(":", "", a); print a }' | {
		read -r base
		while read -r a; do echo $((0x$a - 0x$base)); done
	}
}
for spec in deep2:14 main:48; do
	func=${spec%:*} upto=${spec#*:}
	s=" $(starts "$func" | tr '\n' ' ') "
	[ "$s" != "  " ] || fail "no disassembly of $func"
	for off in $(seq 0 $((upto - 1))); do
		hex=$(printf '%x' "$off")
		if "$DTRACE" -l -n "pid\$target:a.out:$func:$hex" -c "$bin" > /dev/null 2> "$TMPDIR/err"; then
			got=yes
		else
			got=no
			grep -q "not at an instruction boundary" "$TMPDIR/err" || fail "$func:$hex refused without the reason: $(cat "$TMPDIR/err")"
		fi
		case $s in *" $off "*) want=yes ;; *) want=no ;; esac
		expect_eq "$func+0x$hex accepted" "$want" "$got"
	done
done
out=$("$DTRACE" -l -n 'pid$target:a.out:deep*:4' -c "$bin" 2> "$TMPDIR/err") || fail "glob: $(cat "$TMPDIR/err")"
expect_eq "deep*:4 (each calls at 4)" 4 "$(echo "$out" | grep -c ' 4$')"
exit 0
