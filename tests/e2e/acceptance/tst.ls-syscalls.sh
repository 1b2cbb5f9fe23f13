#!/bin/bash
# ASSERTION: the second acceptance one-liner counts ls's system calls:
#   dtrace -n 'syscall:::entry /execname == "ls"/ { @[probefunc] = count(); }' -c 'ls -R /usr/share'
# ls -R opens and reads every directory: at least one openat() and two
# getdents64() per directory, and it writes its listing.
. ../lib.sh
# TIMEOUT: 60
dirs=$(find /usr/share -type d | wc -l)
"$DTRACE" -o "$TMPDIR/out" -n 'syscall:::entry /execname == "ls"/ { @[probefunc] = count(); }' \
	-c 'ls -R /usr/share' > "$TMPDIR/ls" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
grep -q "^dtrace: description 'syscall:::entry ' matched [0-9]* probes$" "$TMPDIR/err" ||
	fail "stderr: $(cat "$TMPDIR/err")"
o=$(agg_value "$TMPDIR/out" openat)
g=$(agg_value "$TMPDIR/out" getdents64)
wr=$(agg_value "$TMPDIR/out" write)
[ -n "$o" ] && [ "$o" -ge "$dirs" ] || fail "openat $o < $dirs directories"
[ -n "$g" ] && [ "$g" -ge $((2 * dirs)) ] || fail "getdents64 $g < 2 x $dirs directories"
[ -n "$wr" ] && [ "$wr" -ge 1 ] || fail "no write"
# the listing really went to stdout
[ "$(wc -l < "$TMPDIR/ls")" -gt "$dirs" ] || fail "ls output missing"
# output format: blank line, then "  %-50s %16d" lines sorted by count
awk 'NR == 1 { if ($0 != "") exit 1; next }
     NF == 0 { next }
     { if (length($0) < 69 || $2 + 0 < prev) exit 1; prev = $2 + 0 }' "$TMPDIR/out" ||
	fail "aggregation output malformed or unsorted: $(head -5 "$TMPDIR/out")"
exit 0
