#!/bin/bash
# ASSERTION: the kernel's limit of 64 maps a BPF program may use never
# reaches the verifier from D: a clause of 70 aggregations (which took a
# map each, past the limit) loads and counts, as does one of 70
# associative arrays (a map each, reached through a set of maps of their
# layout); one of 60 associative arrays of 60 layouts (a set each) is
# refused when compiled, naming the limit. (The
# verifier's own E2BIG reason, loaded again for its log: runtime/
# tst.handbuilt.sh.)
. ../lib.sh
prog='BEGIN {'
for i in $(seq 0 69); do prog="$prog @a$i = count(); @a$i = count();"; done
prog="$prog printa(\"%@d\\n\", @a0); printa(\"%@d\\n\", @a69); exit(0); }"
out=$(timeout 20 "$DTRACE" -q -n "$prog" 2>"$TMPDIR/err")
expect_eq "70 aggregations: status" 0 $?
expect_eq "70 aggregations: the first and the last" "2
2" "$(echo "$out" | head -2)"
expect_eq "70 aggregations: each" 70 "$(echo "$out" | grep -c '^ *2$')"

prog='BEGIN {'
for i in $(seq 0 69); do prog="$prog v$i[0] = $i;"; done
prog="$prog printf(\"%d %d\\n\", v1[0], v69[0]); exit(0); }"
out=$(timeout 20 "$DTRACE" -q -n "$prog" 2>"$TMPDIR/err")
expect_eq "70 associative arrays: status" 0 $?
expect_eq "70 associative arrays: two of them" "1 69" "$out"

# 60 associative arrays of 60 layouts (1 to 60 keys) need 60 sets of maps
prog='BEGIN {'
for i in $(seq 1 60); do prog="$prog v$i[$(seq -s, 1 $i)] = $i;"; done
prog="$prog exit(0); }"
timeout 20 "$DTRACE" -q -n "$prog" >/dev/null 2>"$TMPDIR/err"
expect_eq "60 layouts: status" 1 $?
grep -Eq 'would use [0-9]+ BPF maps \(60 of them for associative arrays, one a layout of key and value\); a BPF program may use at most 64$' "$TMPDIR/err" ||
	fail "60 layouts: no limit named: $(cut -c1-60 "$TMPDIR/err") ... $(tail -c 120 "$TMPDIR/err")"
exit 0
