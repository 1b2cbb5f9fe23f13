#!/bin/bash
# ASSERTION: copyinto() copies user memory into scratch the clause
# alloca()ed, with a constant or a computed size, read back as a string
# and as an int; a bad user address, a destination outside the clause's
# scratch, or more bytes than it has are faults: DTrace's error line,
# ERROR fires with the fault's address, and the clause stops there.
. ../lib.sh
"$DTRACE" -q -c "$HELPERS/ifuncs 1" -n '
pid$target::strlen:entry /copyinstr(arg0) == "ifunc-marker"/
{
	this->buf = (char *)alloca(16);
	copyinto(arg0, 13, this->buf);
	printf("copied [%s] int %x\n", stringof(this->buf), *(int *)(this->buf + 6));
	this->n = 5;
	this->part = (char *)alloca(16);
	copyinto(arg0, this->n, this->part);
	printf("part [%s]\n", stringof(this->part));
}
pid$target::strlen:entry /copyinstr(arg0) == "ifunc-marker"/
{
	copyinto(16, 8, alloca(8));
	printf("bad source not stopped\n");
}
pid$target::strlen:entry /copyinstr(arg0) == "ifunc-marker"/
{
	copyinto(arg0, 8, (void *)0x1000);
	printf("bad destination not stopped\n");
}
pid$target::strlen:entry /copyinstr(arg0) == "ifunc-marker"/
{
	this->small = alloca(8);
	copyinto(arg0, 9, this->small);
	printf("overflow not stopped\n");
}
ERROR { @errs[arg5 == 16 ? "source" : arg5 == 0x1000 ? "destination" : "other"] = count(); }
END { printa("error %s %@d\n", @errs); }' > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
expect_eq "stdout" "copied [ifunc-marker] int 6b72616d
part [ifunc]
copied [ifunc-marker] int 6b72616d
part [ifunc]
error destination 2
error other 2
error source 2" "$(cat "$TMPDIR/out")"
expect_eq "source errors" 2 "$(grep -Ec '^dtrace: error on enabled probe ID [0-9]+ \(ID [0-9]+: pid[0-9]+:libc.so.6:strlen:entry\): invalid address \(0x10\) in action #[0-9]+' "$TMPDIR/err")"
expect_eq "destination errors" 2 "$(grep -Ec '^dtrace: error on enabled probe ID [0-9]+ \(ID [0-9]+: pid[0-9]+:libc.so.6:strlen:entry\): invalid address \(0x1000\) in action #[0-9]+' "$TMPDIR/err")"
expect_eq "all errors" 6 "$(grep -c '^dtrace: error' "$TMPDIR/err")"
exit 0
