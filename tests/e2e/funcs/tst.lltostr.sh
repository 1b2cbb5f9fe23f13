#!/bin/bash
# ASSERTION: lltostr(n [, base]) as DTrace prints it: base 10 signed (the
# default, INT64_MIN too); other bases unsigned in lower-case digits, 16
# after "0x" (0 is 0x0), 8 after "0" (0 is 0); a base computed at run
# time; a base outside 2..36 is an illegal operation (ERROR), and the
# clause's output is discarded while tracing goes on.
. ../lib.sh
out=$("$DTRACE" -q -n '
BEGIN { printf("%s %s %s %s %s %s %s %s %s\n", lltostr(-42), lltostr(0), lltostr(255, 16), lltostr(0, 16),
    lltostr(8, 8), lltostr(0, 8), lltostr(5, 2), lltostr(-1, 16), lltostr(35, 36));
    this->b = 1;
    printf("%s %s %s %s\n", lltostr(-1, 2), lltostr(1295, this->b + 35), lltostr(-9223372036854775807 - 1),
    lltostr(123456789, 10)); }
BEGIN { printf("discarded\n"); this->b = 40; trace(lltostr(5, this->b)); }
BEGIN { trace(lltostr(5, 1)); }
BEGIN { printf("goes on\n"); exit(0); }' 2> "$TMPDIR/err") || fail "dtrace failed: $(cat "$TMPDIR/err")"
expect_eq "output" "-42 0 0xff 0x0 010 0 101 0xffffffffffffffff z
1111111111111111111111111111111111111111111111111111111111111111 zz -9223372036854775808 123456789
goes on" "$(echo "$out" | grep -v '^$')"
expect_eq "errors" "2" "$(grep -c 'illegal operation' "$TMPDIR/err")"
exit 0
