#!/bin/bash
# ASSERTION: copyinstr() and copyin() in a uprobe's clause read user memory
# that the process has never touched (a string literal passed to a USDT
# probe, in a page the kernel has not mapped yet; a string across two such
# pages; a pid probe's argument): the program is sleepable and faults the
# pages in. Without that (DTRACE_SLEEPABLE=no) copyin() faults, which shows
# that the helper's pages really are not mapped, and copyinstr() strings
# that go straight into the output are read by dtrace itself, as they are
# in probes that can never sleep (a system call's entry). Only what
# neither can read is a fault, reported as DTrace reports it.
. ../lib.sh
script='
ufault$target:::literal { printf("lit %s\n", copyinstr(arg0)); }
ufault$target:::bytes { this->b = (char *)copyin(arg0, 8); printf("bytes %d %d\n", this->b[0], this->b[7]); }
ufault$target:::cross { printf("cross %s\n", copyinstr(arg0)); }
pid$target::take:entry { printf("pid %s\n", copyinstr(arg0)); }'
expected="bytes 1 8
lit widget
cross crossing
pid gadget
bytes 1 8
lit widget
cross crossing
pid gadget"

# where the kernel has sleepable uprobe programs (Linux 6.0 on)
if sleepable=$("$HELPERS/bpfsleep" 2>&1); then
	"$DTRACE" -q -c "$HELPERS/ufault 2" -n "$script" > "$TMPDIR/out" 2> "$TMPDIR/err" ||
		fail "status $?: $(cat "$TMPDIR/err")"
	grep -q 'invalid address' "$TMPDIR/err" &&
		fail "faulted where the kernel should fault pages in: $(head -3 "$TMPDIR/err")"
	expect_eq "reads of untouched pages" "$expected" "$(cat "$TMPDIR/out")"
fi

# the same without sleepable programs: copyin() faults, with its address;
# the strings are read by dtrace
DTRACE_SLEEPABLE=no "$DTRACE" -q -c "$HELPERS/ufault 1" -n "$script" > "$TMPDIR/out2" 2> "$TMPDIR/err2" ||
	fail "status $? (not sleepable): $(cat "$TMPDIR/err2")"
expect_eq "strings read by dtrace" "lit widget
cross crossing
pid gadget" "$(cat "$TMPDIR/out2")"
expect_eq "copyin() faulted" 1 "$(grep -c 'ufault[0-9]*:ufault:main:bytes): invalid address (0x[0-9a-f]*0000) in action #1' "$TMPDIR/err2")"
# (but for the notice of a kernel without BPF cookies, 5.15: no probes in libraries loaded later)
expect_eq "nothing else faulted" 1 "$(grep -v 'lacks BPF cookies' "$TMPDIR/err2" | grep -c .)"

# a probe that cannot sleep (a system call's entry, which sees the path
# before the kernel reads it): the string copyinstr() records is read by
# dtrace from the process instead; in the same firing the kernel cannot
# read it (copyin() faults at that address)
"$DTRACE" -q -c "$HELPERS/ufault 1" -n '
syscall::openat:entry /pid == $target/ { trace(*(char *)copyin(arg1, 1)); }
syscall::openat:entry /pid == $target/ { printf("open %x %s\n", arg1, copyinstr(arg1)); }' > "$TMPDIR/out3" 2> "$TMPDIR/err3" ||
	fail "status $? (openat): $(cat "$TMPDIR/err3")"
addr=$(awk '$1 == "open" && $3 == "/nonexistent/ufault" { print $2 }' "$TMPDIR/out3")
[ -n "$addr" ] || fail "the path was not read: $(cat "$TMPDIR/out3")"
grep -q "openat:entry): invalid address (0x$addr)" "$TMPDIR/err3" ||
	fail "the kernel could read the path: $(cat "$TMPDIR/err3")"

# what the consumer cannot read either is the fault it was: ERROR fires
out=$(DTRACE_SLEEPABLE=no "$DTRACE" -q -c "$HELPERS/ufault 1" -n '
ufault$target:::literal { printf("never %s\n", copyinstr(arg0 - 0x1000000)); }
dtrace:::ERROR { printf("ERROR %d\n", arg4); }' 2>&1) || fail "status $? (unreadable): $out"
expect_eq "unreadable" "ERROR 1" "$(echo "$out" | grep -v '^dtrace: error' | grep -v 'lacks BPF cookies')"
echo "$out" | grep -q 'ufault[0-9]*:ufault:main:literal): invalid address (0x[0-9a-f]*) in action #1' ||
	fail "no error line: $out"
if [ -n "$sleepable" ]; then
	echo "SKIP: uprobes faulting pages in, not tested: $sleepable (the rest passed)"
	exit 77
fi
exit 0
