#!/bin/bash
# ASSERTION: a '*' width or precision taken from the program is bounded
# by 65535 either way: the largest and smallest 64-bit values print a
# field of 65535, not undefined behaviour or a gigabyte of spaces.
. ../lib.sh
out=$("$DTRACE" -q -n 'BEGIN { printf("[%*d]", -9223372036854775807 - 1, 1);
	printf("[%*d]", 9223372036854775807, 2); printf("[%.*s]\n", 99999999999, "ab"); exit(0); }') ||
	fail "status $?"
expect_eq "bytes printed" $((2 + 65535 + 2 + 65535 + 4 + 1)) "$(printf '%s\n' "$out" | wc -c)"
expect_eq "left-justified" "[1 " "${out:0:3}"
expect_eq "precision" "[ab]" "${out: -4}"
exit 0
