#!/bin/bash
# ASSERTION: copyoutstr() and copyout() with -w write into the process
# that fired the probe: the string the target passes to sdtp:::args is
# changed, and the target prints it as changed; a bad address is an ERROR.
# Needs bpf_probe_write_user, which kernels in lockdown refuse.
. ../lib.sh
"$DTRACE" -q -w -c "$HELPERS/sdtprobes 3" -n '
sdtp$target:::args /arg0 == 1/ { copyoutstr("HI", arg3, 16); }
sdtp$target:::args /arg0 == 2/ { copyout(copyin(arg3 + 6, 1), arg3, 1); }
sdtp$target:::args /arg0 == 3/ { copyoutstr("xyz", 8, 4); }' > "$TMPDIR/out" 2> "$TMPDIR/err"
st=$?
if grep -q "cannot use helper bpf_probe_write_user" "$TMPDIR/err"; then
	echo "SKIP: this kernel refuses bpf_probe_write_user (lockdown or no CAP_SYS_ADMIN)"
	exit 77
fi
[ $st = 0 ] || fail "status $st: $(cat "$TMPDIR/err")"
expect_eq "changed" "changed HI
changed 2ello 2" "$(grep ^changed "$TMPDIR/out")"
grep -q "invalid address (0x8)" "$TMPDIR/err" || fail "no ERROR for a bad address: $(cat "$TMPDIR/err")"
exit 0
