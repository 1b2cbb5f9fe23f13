#!/bin/bash
# ASSERTION: printf's %A prints a user address of the probed process as
# DTrace does (module`function, +0xoff inside it, hex outside any
# module), honouring width and flags; %a looks the same address up among
# kernel symbols (hex); printa's %A names an integer key in the -c
# process; uaddr() prints the same as %A.
. ../lib.sh
"$DTRACE" -q -c "$HELPERS/ifuncs 1" -n '
pid$target:a.out:main:entry
{
	printf("[%A] [%A] [%A]\n", uregs[R_PC], uregs[R_PC] + 3, 0x10);
	printf("[%-16A] [%16A]\n", uregs[R_PC], uregs[R_PC]);
	printf("[%a] [%A]\n", 0x10, uaddr(uregs[R_PC] + 1));
	@[uregs[R_PC] + 2] = count();
}
END { printa("key %A %@d\n", @); }' > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
expect_eq "output" '[ifuncs`main] [ifuncs`main+0x3] [0x10]
[ifuncs`main     ] [     ifuncs`main]
[0x10] [ifuncs`main+0x1]
key ifuncs`main+0x2 1' "$(cat "$TMPDIR/out")"
exit 0
