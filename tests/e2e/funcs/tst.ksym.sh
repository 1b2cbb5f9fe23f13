#!/bin/bash
# ASSERTION: `sym and mod`sym read a kernel variable at its /proc/kallsyms
# address (&`sym is that address), as int where vmlinux BTF has no VAR for
# it (__start_BTF: BTF's magic 0xeb9f, version 1, flags 0 as an int);
# `max_threads equals kernel.threads-max where kallsyms lists data symbols,
# else it is a compile error that says why; a per-CPU variable is an error
# too; D does not write to the kernel.
. ../lib.sh
btf=$(awk '$3 == "__start_BTF" { print $1; exit }' /proc/kallsyms | sed 's/^0*//')
vfs=$(awk '$3 == "vfs_read" { print $1; exit }' /proc/kallsyms | sed 's/^0*//')
out=$("$DTRACE" -q -n 'BEGIN { printf("%x %x %x %x %d\n", `__start_BTF, vmlinux`__start_BTF, (uint64_t)&`__start_BTF,
    (uint64_t)&`vfs_read, sizeof(`__start_BTF)); exit(0); }' 2> "$TMPDIR/err") || fail "dtrace failed: $(cat "$TMPDIR/err")"
expect_eq "values" "1eb9f 1eb9f $btf $vfs 4" "$out"
if grep -qw max_threads /proc/kallsyms; then
	out=$("$DTRACE" -q -n 'BEGIN { trace(`max_threads); exit(0); }' 2>&1) || fail "dtrace failed: $out"
	expect_eq "max_threads" "$(cat /proc/sys/kernel/threads-max)" "$(echo $out)"
else
	"$DTRACE" -q -n 'BEGIN { trace(`max_threads); exit(0); }' 2> "$TMPDIR/err" && fail "max_threads resolved without kallsyms"
	grep -q 'failed to resolve `max_threads: .*CONFIG_KALLSYMS_ALL' "$TMPDIR/err" || fail "no reason: $(cat "$TMPDIR/err")"
fi
"$DTRACE" -q -n 'BEGIN { trace(`runqueues); }' 2> "$TMPDIR/err" && fail "a per-CPU variable resolved"
grep -q 'per-CPU variable' "$TMPDIR/err" || fail "no per-CPU error: $(cat "$TMPDIR/err")"
"$DTRACE" -q -n 'BEGIN { `__start_BTF = 1; }' 2> "$TMPDIR/err" && fail "a kernel variable was written"
grep -q 'D does not write to the kernel' "$TMPDIR/err" || fail "no write error: $(cat "$TMPDIR/err")"
exit 0
