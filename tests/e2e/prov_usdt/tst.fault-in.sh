#!/bin/bash
# ASSERTION: copyinstr() and copyin() in a uprobe's clause read user memory
# that the process has never touched (a string literal passed to a USDT
# probe, in a page the kernel has not mapped yet; a string across two such
# pages; a pid probe's argument): the program is sleepable and faults the
# pages in. Without that (DTRACE_SLEEPABLE=no) the same reads are faults,
# which shows that the helper's pages really are not mapped, and that a
# failed read is still reported as DTrace reports it.
. ../lib.sh
script='
ufault$target:::literal { printf("lit %s\n", copyinstr(arg0)); }
ufault$target:::bytes { this->b = (char *)copyin(arg0, 8); printf("bytes %d %d\n", this->b[0], this->b[7]); }
ufault$target:::cross { printf("cross %s\n", copyinstr(arg0)); }
pid$target::take:entry { printf("pid %s\n", copyinstr(arg0)); }'
expected="lit widget
bytes 1 8
cross crossing
pid gadget
lit widget
bytes 1 8
cross crossing
pid gadget"

"$DTRACE" -q -c "$HELPERS/ufault 2" -n "$script" > "$TMPDIR/out" 2> "$TMPDIR/err" ||
	fail "status $?: $(cat "$TMPDIR/err")"
grep -q 'invalid address' "$TMPDIR/err" &&
	fail "faulted where the kernel should fault pages in: $(head -3 "$TMPDIR/err")"
expect_eq "reads of untouched pages" "$expected" "$(cat "$TMPDIR/out")"

# the same without sleepable programs: every read faults, with its address
DTRACE_SLEEPABLE=no "$DTRACE" -q -c "$HELPERS/ufault 1" -n "$script" > "$TMPDIR/out2" 2> "$TMPDIR/err2" ||
	fail "status $? (not sleepable): $(cat "$TMPDIR/err2")"
expect_eq "nothing read without faulting in" "" "$(cat "$TMPDIR/out2")"
expect_eq "each read faulted" 4 "$(grep -c 'invalid address (0x[0-9a-f]*) in action #1' "$TMPDIR/err2")"
grep -q 'ufault[0-9]*:ufault:main:cross): invalid address (0x[0-9a-f]*ffc)' "$TMPDIR/err2" ||
	fail "the crossing string's address: $(cat "$TMPDIR/err2")"
exit 0
