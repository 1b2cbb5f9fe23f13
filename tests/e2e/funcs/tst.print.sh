#!/bin/bash
# ASSERTION: print(expr) prints a value with its type, as illumos DTrace
# does: a struct from BTF member by member ("type name = value", integers
# and pointers in hex, char arrays as strings (in brackets below the top
# level, as illumos prints a member), nested structs in braces
# four spaces further in, the braces closed), task_struct whole; a scalar
# as "type value"; a string quoted; a bad address fires ERROR and tracing
# goes on.
. ../lib.sh
out=$("$DTRACE" -q -n '
BEGIN { printf("pid %x\n", pid); print(*curthread); print(*curthread->fs); print(10); print(execname); }
BEGIN { print(*(struct path *)16); printf("not reached\n"); }
BEGIN { printf("goes on\n"); exit(0); }' 2> "$TMPDIR/err") || fail "dtrace failed: $(cat "$TMPDIR/err")"
pid=$(echo "$out" | sed -n 's/^pid //p')
expect_eq "first line" "struct task_struct {" "$(echo "$out" | sed -n 2p)"
echo "$out" | grep -qx "    pid_t pid = 0x$pid" || fail "no pid member 0x$pid"
echo "$out" | grep -qx '    char \[16\] comm = \[ "dtrace" \]' || fail "no comm member"
echo "$out" | grep -qx '        struct dentry \*dentry = 0x[0-9a-f]*' ||
	fail "no nested pointer: $(echo "$out" | grep -A12 '^struct fs_struct')"
echo "$out" | grep -qx 'struct fs_struct {' || fail "no fs_struct"
echo "$out" | grep -qx '    struct path pwd = {' || fail "no nested struct"
expect_eq "scalar" "int 0xa
string \"dtrace\"" "$(echo "$out" | grep -A1 '^int 0xa$')"
opens=$(echo "$out" | grep -c '{$')
closes=$(echo "$out" | grep -c '^ *}$')
expect_eq "braces" "$opens" "$closes"
echo "$out" | grep -q "not reached" && fail "a faulting clause went on"
echo "$out" | grep -qx "goes on" || fail "tracing stopped"
grep -q "invalid address (0x10)" "$TMPDIR/err" || fail "no error: $(cat "$TMPDIR/err")"
exit 0
