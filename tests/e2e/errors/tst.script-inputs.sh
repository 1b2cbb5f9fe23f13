#!/bin/bash
# TIMEOUT: 400
# ASSERTION: a -s that cannot be read is refused with DTrace's "failed to
# open FILE: REASON" and status 1 (a directory, an unreadable file, a
# device that fails, one that never ends); a large script is read whole
# (a 10 MB one, mostly comment lines, a 10,000-clause one) and a pipe is
# read to its end. (How fast is bench/'s business: the time limits here
# only catch a hang, and are generous for a busy machine.)
. ../lib.sh
cd "$TMPDIR"

# refuse WHAT EXPECTED-STDERR DTRACE-ARGS...: status 1, nothing on stdout
refuse() {
	local what=$1 msg=$2 out st
	shift 2
	out=$(timeout 20 "$DTRACE" "$@" 2>err)
	st=$?
	expect_eq "status of $what" 1 $st
	expect_eq "stdout of $what" "" "$out"
	expect_eq "stderr of $what" "$msg" "$(cat err)"
}

mkdir dir.d
refuse "a directory" "dtrace: failed to open dir.d: Is a directory" -s dir.d
refuse "no such file" "dtrace: failed to open nosuch.d: No such file or directory" -s nosuch.d
refuse "-s ''" "dtrace: failed to open : No such file or directory" -s ''
refuse "/proc/self/mem" "dtrace: failed to open /proc/self/mem: Input/output error" -s /proc/self/mem
refuse "/dev/zero" "dtrace: failed to open /dev/zero: File too large" -s /dev/zero
if command -v setpriv > /dev/null; then
	printf 'BEGIN { exit(0); }\n' > secret.d
	chmod 600 secret.d
	chmod 755 "$TMPDIR"
	out=$(timeout 20 setpriv --reuid=65534 --regid=65534 --clear-groups "$DTRACE" -s "$TMPDIR/secret.d" 2>&1)
	expect_eq "status of an unreadable file" 1 $?
	expect_eq "stderr of an unreadable file" "dtrace: failed to open $TMPDIR/secret.d: Permission denied" "$out"
fi

# a pipe (the shell's <(...), a fifo) is read to its end
out=$(timeout 20 "$DTRACE" -q -s <(echo 'BEGIN { printf("piped\n"); exit(0); }'))
expect_eq "a script from a pipe" "piped" "$out"

# 10 MB: 100,000 comment lines of 100 bytes around one clause
{
	echo 'BEGIN { printf("big\n"); exit(0); }'
	line=$(printf '%0100d' 0)
	for i in $(seq 1000); do echo "// $line"; done > k.txt
	for i in $(seq 100); do cat k.txt; done
} > big.d
[ "$(stat -c %s big.d)" -gt 10000000 ] || fail "big.d is not 10 MB"
out=$(timeout 120 "$DTRACE" -q -s big.d)
expect_eq "status of a 10 MB script" 0 $?
expect_eq "output of a 10 MB script" "big" "$out"

# 10,000 clauses of one probe
for i in $(seq 10000); do echo "BEGIN { x = $i; }"; done > many.d
echo 'BEGIN { printf("%d\n", x); exit(0); }' >> many.d
out=$(timeout 180 "$DTRACE" -q -s many.d)
expect_eq "status of 10,000 clauses" 0 $?
expect_eq "output of 10,000 clauses" "10000" "$out"
exit 0
