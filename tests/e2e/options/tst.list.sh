#!/bin/bash
# ASSERTION: -l lists matching probes without enabling them: a header and
# "%5d %10s %17s %33s %s" per probe; -l -n with a syscall names its
# entry; -l -P dtrace lists BEGIN, END and ERROR.
. ../lib.sh
out=$("$DTRACE" -l -n 'syscall::read:entry') || fail "dtrace -l -n failed"
expect_eq "-l -n syscall::read:entry" "$(printf '%5s %10s %17s %33s %s\n%5d %10s %17s %33s %s' \
	ID PROVIDER MODULE FUNCTION NAME 4 syscall vmlinux read entry)" "$out"

out=$("$DTRACE" -l -P dtrace) || fail "dtrace -l -P failed"
expect_eq "-l -P dtrace" "$(printf '%5s %10s %17s %33s %s\n%5d %10s %17s %33s %s\n%5d %10s %17s %33s %s\n%5d %10s %17s %33s %s' \
	ID PROVIDER MODULE FUNCTION NAME 1 dtrace '' '' BEGIN 2 dtrace '' '' END 3 dtrace '' '' ERROR)" "$out"

# every line of a full listing is well formed, and the syscall provider
# lists an entry and a return for each system call
"$DTRACE" -l > "$TMPDIR/all" || fail "dtrace -l failed"
bad=$(tail -n +2 "$TMPDIR/all" | grep -Evc '^ *[0-9]+ +[a-z0-9_]+ ' || true)
expect_eq "malformed lines in dtrace -l" 0 "$bad"
entries=$(awk '$2 == "syscall" && $NF == "entry"' "$TMPDIR/all" | wc -l)
returns=$(awk '$2 == "syscall" && $NF == "return"' "$TMPDIR/all" | wc -l)
[ "$entries" -gt 200 ] || fail "only $entries syscall entry probes"
expect_eq "syscall entry and return probes" "$entries" "$returns"
exit 0
