#!/bin/bash
# ASSERTION: a -p that names no process and a -c that cannot be run are
# refused in DTrace's words, with status 1 and nothing traced: "invalid
# pid" for what is not a number, "failed to grab pid N: No such process"
# for a number no process has (-1, 0, one past pid_max, or one that a
# pid_t would truncate to init's 1), "failed to execute CMD: ..." with
# the reason exec would give (no such file, or a file or directory that
# may not be executed), "system process" for a kernel thread. -c and -p
# are given once (status 2, usage).
. ../lib.sh
prog='BEGIN { printf("traced\n"); exit(0); }'

# refuse WHAT STATUS EXPECTED-STDERR DTRACE-ARGS...
refuse() {
	local what=$1 status=$2 msg=$3 out st
	shift 3
	out=$(timeout 20 "$DTRACE" "$@" -n "$prog" 2>"$TMPDIR/err")
	st=$?
	expect_eq "status of $what" "$status" $st
	expect_eq "stdout of $what" "" "$out"
	expect_eq "stderr of $what" "$msg" "$(cat "$TMPDIR/err")"
}

refuse "-p abc" 1 "dtrace: invalid pid: abc" -p abc
refuse "-p ''" 1 "dtrace: invalid pid: " -p ''
refuse "-p 12x" 1 "dtrace: invalid pid: 12x" -p 12x
refuse "-p of 20 digits" 1 "dtrace: invalid pid: 99999999999999999999" -p 99999999999999999999
refuse "-p -1" 1 "dtrace: failed to grab pid -1: No such process" -p -1
refuse "-p 0" 1 "dtrace: failed to grab pid 0: No such process" -p 0
refuse "-p 4294967297" 1 "dtrace: failed to grab pid 4294967297: No such process" -p 4294967297
max=$(cat /proc/sys/kernel/pid_max)
refuse "-p pid_max" 1 "dtrace: failed to grab pid $max: No such process" -p "$max"

refuse "-c nosuchcmd" 1 "dtrace: failed to execute nosuchcmd: No such file or directory" -c nosuchcmd
refuse "-c /nonexistent/cmd" 1 "dtrace: failed to execute /nonexistent/cmd: No such file or directory" \
	-c /nonexistent/cmd
refuse "-c ''" 1 "dtrace: failed to execute : No such file or directory" -c ''
printf 'not a program\n' > "$TMPDIR/data"
chmod 644 "$TMPDIR/data"
refuse "-c of a file not executable" 1 "dtrace: failed to execute $TMPDIR/data: Permission denied" \
	-c "$TMPDIR/data"
refuse "-c of a directory" 1 "dtrace: failed to execute $TMPDIR: Permission denied" -c "$TMPDIR"

refuse "-c and -p" 2 "dtrace: only one -c or -p may be used" -c true -p 1
refuse "two -c" 2 "dtrace: only one -c or -p may be used" -c true -c false
refuse "two -p" 2 "dtrace: only one -c or -p may be used" -p 1 -p 1

# a kernel thread (kthreadd is pid 2) has no user land: "system process", as in DTrace
kt=$(awk '{ print $1 }' /proc/2/stat 2>/dev/null)
[ "$kt" = 2 ] && refuse "-p of a kernel thread" 1 "dtrace: failed to grab pid 2: system process" -p 2

# init is a process like any other for -p: grabbed, not stopped
out=$(timeout 20 "$DTRACE" -q -p 1 -n 'BEGIN { printf("%d\n", $target); exit(0); }' 2>"$TMPDIR/err")
expect_eq "status of -p 1" 0 $?
expect_eq "\$target of -p 1" "1" "$out"
exit 0
