#!/bin/bash
# ASSERTION: a bad -x, -b or #pragma D option value is refused before
# anything runs, in DTrace's words (the option named, not its value),
# with status 1: garbage, a negative count or size, one whose suffix
# overflows 64 bits, a value past the option's bound (what it sizes would
# overflow; DTrace refuses a strsize over UINT_MAX the same way, EOVERFLOW).
# No option, whatever its value, makes dtrace die of a signal or hang.
. ../lib.sh
prog='BEGIN { exit(0); }'
BAD="Invalid value for specified option"
BIG="Value too large for defined data type"

# refuse WHAT EXPECTED-STDERR DTRACE-ARGS...: status 1, nothing on stdout
refuse() {
	local what=$1 msg=$2 out st
	shift 2
	out=$(timeout 20 "$DTRACE" "$@" -n "$prog" 2>"$TMPDIR/err")
	st=$?
	expect_eq "status of $what" 1 $st
	expect_eq "stdout of $what" "" "$out"
	expect_eq "stderr of $what" "$msg" "$(cat "$TMPDIR/err")"
}

refuse "bufsize=4q" "dtrace: failed to set -x bufsize: $BAD" -x bufsize=4q
refuse "bufsize of 20 digits" "dtrace: failed to set -x bufsize: $BAD" -x bufsize=99999999999999999999
refuse "bufsize overflowing with its suffix" "dtrace: failed to set -x bufsize: $BAD" -x bufsize=16777216t
refuse "bufsize=" "dtrace: failed to set -x bufsize: $BAD" -x bufsize=
refuse "bare bufsize" "dtrace: failed to set -x bufsize: $BAD" -x bufsize
refuse "strsize=-1" "dtrace: failed to set -x strsize: $BAD" -x strsize=-1
refuse "strsize=5g" "dtrace: failed to set -x strsize: $BIG" -x strsize=5g
refuse "stackframes=-1" "dtrace: failed to set -x stackframes: $BAD" -x stackframes=-1
refuse "ustackframes=-1" "dtrace: failed to set -x ustackframes: $BAD" -x ustackframes=-1
refuse "ustackframes=2147483647" "dtrace: failed to set -x ustackframes: $BIG" -x ustackframes=2147483647
refuse "aggsortpos=-5" "dtrace: failed to set -x aggsortpos: $BAD" -x aggsortpos=-5
refuse "nspec=abc" "dtrace: failed to set -x nspec: $BAD" -x nspec=abc
refuse "switchrate=0hz" "dtrace: failed to set -x switchrate: $BAD" -x switchrate=0hz
refuse "switchrate=10furlongs" "dtrace: failed to set -x switchrate: $BAD" -x switchrate=10furlongs
refuse "aggrate of 99999999999 days" "dtrace: failed to set -x aggrate: $BAD" -x aggrate=99999999999d
refuse "quiet=maybe" "dtrace: failed to set -x quiet: $BAD" -x quiet=maybe
refuse "flamegraph=" "dtrace: failed to set -x flamegraph: $BAD" -x flamegraph=
refuse "bufpolicy=sometimes" \
	"dtrace: failed to set -x bufpolicy: $BAD (bufpolicy is switch, fill or ring)" -x bufpolicy=sometimes
refuse "dump=ast,nosuch" \
	"dtrace: failed to set -x dump: $BAD (dump is tokens, ast or bpf, or a list of them)" -x dump=ast,nosuch
refuse "-b 4q" "dtrace: failed to set -b 4q: $BAD" -b 4q
refuse "-b -1" "dtrace: failed to set -b -1: $BAD" -b -1
refuse "-b ''" "dtrace: failed to set -b : $BAD" -b ''

# the same through #pragma D option: a compile error naming the option
printf '#pragma D option ustackframes=-1\n%s\n' "$prog" > "$TMPDIR/p.d"
out=$(timeout 20 "$DTRACE" -s "$TMPDIR/p.d" 2>&1)
expect_eq "status of #pragma D option ustackframes=-1" 1 $?
expect_eq "#pragma D option ustackframes=-1" \
	"dtrace: failed to compile script $TMPDIR/p.d: line 1: failed to set option 'ustackframes' to '-1': $BAD" "$out"

# good values still work
for args in "-b 4k" "-x bufsize=0x10000" "-x strsize=1k" "-x switchrate=10ms" "-x ustackframes=0" \
	"-x bufpolicy=ring" "-x aggsortkeypos=2"; do
	out=$(timeout 20 "$DTRACE" -q $args -n 'BEGIN { printf("ok\n"); exit(0); }' 2>"$TMPDIR/err")
	expect_eq "status with $args" 0 $?
	expect_eq "output with $args" "ok" "$out"
done

# every option of options.def, with odd values: refused (1) or taken (0), never a signal or a hang
opts=$(sed -n 's/^OPT(\([a-z]*\),.*/\1/p' "$TESTDIR/../../../src/rt/options.def")
[ -n "$opts" ] || fail "no options found in src/rt/options.def"
for o in $opts; do
	for v in '' '=' '=-1' '=0' '=99999999999999999999' '=4294967296'; do
		timeout 20 "$DTRACE" -q -x "$o$v" -n "$prog" > /dev/null 2>"$TMPDIR/err"
		st=$?
		case $st in
		0|1) ;;
		*) fail "-x $o$v: status $st: $(head -2 "$TMPDIR/err")" ;;
		esac
		[ $st = 0 ] || grep -q '^dtrace: ' "$TMPDIR/err" || fail "-x $o$v: status 1 without a message"
	done
done
exit 0
