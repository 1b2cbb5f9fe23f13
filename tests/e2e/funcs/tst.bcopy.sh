#!/bin/bash
# ASSERTION: bcopy() copies kernel memory into alloca()ed scratch; a bad
# source address fires ERROR (invalid address, with the address) and
# tracing goes on; a destination outside scratch is an error too.
. ../lib.sh
out=$("$DTRACE" -q -n '
BEGIN { this->p = alloca(16); bcopy(curthread->comm, this->p, 16); printf("[%s]\n", stringof((char *)this->p)); }
BEGIN { this->p = alloca(8); bcopy((void *)16, this->p, 8); printf("not reached\n"); }
BEGIN { this->p = alloca(8); bcopy(curthread->comm, (void *)curthread, 8); printf("not reached\n"); }
ERROR { printf("ERROR fault %d addr %x\n", arg4, arg5); }
BEGIN { printf("goes on\n"); exit(0); }' 2> "$TMPDIR/err") || fail "dtrace failed: $(cat "$TMPDIR/err")"
expect_eq "output" "[dtrace]
ERROR fault 1 addr 10" "$(echo "$out" | sed -n 1,2p)"
echo "$out" | grep -q "^ERROR fault 1 addr" || fail "no ERROR for a destination outside scratch: $out"
echo "$out" | grep -q "not reached" && fail "a faulting clause went on: $out"
echo "$out" | grep -q "^goes on$" || fail "tracing stopped: $out"
grep -q "invalid address (0x10)" "$TMPDIR/err" || fail "no error line: $(cat "$TMPDIR/err")"
exit 0
