# lib.sh - sourced by the tst.*.sh scenarios. The runner provides
# DTRACE (the binary), HELPERS (the target programs), TESTDIR (the test's
# directory) and TMPDIR (a scratch directory emptied for each test).

: "${DTRACE:?run through tests/runtest}" "${HELPERS:?run through tests/runtest}"
TMPDIR=${TMPDIR:-/tmp}

# fail MESSAGE: print it (the runner shows the last line) and exit 1.
fail() {
	echo "FAIL: $*"
	exit 1
}

# expect_eq WHAT EXPECTED ACTUAL
expect_eq() {
	if [ "$2" != "$3" ]; then
		echo "expected: $(printf '%q' "$2")"
		echo "actual:   $(printf '%q' "$3")"
		fail "$1"
	fi
}

# expect_range WHAT LOW HIGH VALUE: LOW <= VALUE <= HIGH, all integers.
expect_range() {
	case $4 in ''|*[!0-9-]*) fail "$1: not a number: [$4]" ;; esac
	[ "$4" -ge "$2" ] && [ "$4" -le "$3" ] || fail "$1: $4 not in [$2, $3]"
}

# agg_value FILE KEY: the value of a "  key   value" aggregation line.
agg_value() {
	awk -v k="$2" '$1 == k && NF == 2 { print $2 }' "$1"
}

# now_ms: monotonic-enough wall clock in milliseconds.
now_ms() {
	echo $(( $(date +%s%N) / 1000000 ))
}
