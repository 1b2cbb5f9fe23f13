#!/bin/bash
# ASSERTION: json() reads a document a process hands the kernel (echo's
# write(2) of one line: its buffer through copyinstr(arg1, arg2)); a
# document longer than strsize is read up to strsize bytes (a value
# before the cut is found, one after it is NULL); and on a kernel whose
# verifier lacks may_goto (DTRACE_KFEAT=old answers as one) json() is
# refused at compile time, naming what is missing (on a kernel really
# without it, that is checked and the rest skipped).
. ../lib.sh
msg="json( ) needs a kernel whose BPF verifier takes may_goto (Linux 6.9 and later), which this kernel lacks"
refusal() {
	expect_eq "refused without may_goto" \
		"dtrace: invalid probe specifier BEGIN { this->r = json(\"{}\", \"a\"); exit(0); }: $msg" "$1"
}
if ! err=$("$DTRACE" -n 'BEGIN { this->r = json("{}", "a"); exit(0); }' 2>&1 >/dev/null); then
	refusal "$err"
	echo "SKIP: this kernel's verifier has no may_goto (6.9): json() is refused"
	exit 77
fi
"$DTRACE" -q -c '/bin/echo {"svc":{"port":8080,"tags":["a","web"]}}' -n '
syscall::write:entry /pid == $target/ {
	this->d = copyinstr(arg1, arg2);
	printf("port %s tag %s\n", json(this->d, "svc.port"), json(this->d, "svc.tags[1]"));
}' > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
expect_eq "a process's document" "port 8080 tag web" "$(grep '^port' "$TMPDIR/out")"

out=$("$DTRACE" -q -x strsize=32 -n 'BEGIN {
	this->d = "{\"a\": \"early\", \"b\": \"past the 32 bytes\"}";
	printf("%s %d\n", json(this->d, "a"), json(this->d, "b") == NULL); exit(0); }' 2>&1) ||
	fail "strsize=32: $out"
expect_eq "strsize=32" "early 1" "$out"

err=$(DTRACE_KFEAT=old "$DTRACE" -n 'BEGIN { this->r = json("{}", "a"); exit(0); }' 2>&1) &&
	fail "json() loaded without may_goto"
refusal "$err"
exit 0
