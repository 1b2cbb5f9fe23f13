#!/bin/bash
# ASSERTION: the printing options DTrace can change while tracing work in
# every form: rawbytes dumps a traced string as bytes (-x, and setopt()
# for the records after it); stackindent sets the indent of stack frames;
# -x tree prints the parse tree on stderr and still runs the program.
. ../lib.sh
prog='BEGIN { x = "hi"; trace(x); exit(0); }'
out=$("$DTRACE" -q -x strsize=4 -x rawbytes -n "$prog" 2>&1)
expect_eq "-x rawbytes" "
             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 68 69 00 00                                      hi.." "$out"
out=$("$DTRACE" -q -x strsize=4 -n 'BEGIN { x = "hi"; trace(x); setopt("rawbytes"); }
BEGIN { trace(x); exit(0); }' 2>&1)
expect_eq "setopt rawbytes" "hi
             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 68 69 00 00                                      hi.." "$out"
for n in 0 4; do
	out=$("$DTRACE" -q -x stackindent=$n -x stackframes=1 -c /bin/true -n 'syscall::exit_group:entry /pid == $target/ { stack(); exit(0); }' 2>&1)
	line=$(echo "$out" | grep -m1 .)
	pad=${line%%[! ]*}
	expect_eq "stackindent=$n" $n ${#pad}
done
out=$("$DTRACE" -q -x tree=1 -n 'BEGIN { printf("ran\n"); exit(0); }' 2>"$TMPDIR/err")
expect_eq "-x tree: the program runs" "ran" "$(echo "$out" | grep .)"
grep -q 'CALL printf' "$TMPDIR/err" || fail "-x tree: no tree on stderr: $(head -3 "$TMPDIR/err")"
exit 0
