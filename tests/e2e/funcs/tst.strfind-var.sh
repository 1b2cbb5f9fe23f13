#!/bin/bash
# ASSERTION: index(), rindex() and strstr() take a needle read from a
# probe's argument (openat's path, copied in) and search a string read
# so too; and 26 searches for needles that are not constants load in one
# clause: each calls one function that the kernel verifies once (a
# search verified at every call costs the verifier more than its
# million instructions at 26). At strsize 512 with -v (the verifier's
# log asked for, which outgrows its buffer here) it loads too.
. ../lib.sh
out=$("$DTRACE" -q -n '
syscall::openat:entry /pid == $target/ {
	this->p = copyinstr(arg1);
	printf("%d %d %s\n", index("cat: /etc/hostname /etc/hostname", this->p),
	    rindex("cat: /etc/hostname /etc/hostname", this->p), strstr(this->p, basename(this->p)));
	printf("%d %d\n", index(this->p, "host"), index(this->p, dirname(this->p), 1));
}' -c "cat /etc/hostname" 2> "$TMPDIR/err") || fail "dtrace failed: $(cat "$TMPDIR/err")"
echo "$out" | grep -qx "5 19 hostname" || fail "no search with openat's path as the needle: $out"
echo "$out" | grep -qx "5 -1" || fail "no search in openat's path: $out"

prog='BEGIN { s = "the quick brown fox jumps over the lazy dog"; t = "lazy"; this->u = "o";'
want=""
for i in $(seq 0 25); do
	case $((i % 4)) in
	0) prog+=" r[$i] = index(s, t);"; want+=" 35" ;;
	1) prog+=" r[$i] = rindex(s, this->u);"; want+=" 41" ;;
	2) prog+=" r[$i] = index(s, this->u, $i);"; want+=" $(awk -v i=$i 'BEGIN { s = "the quick brown fox jumps over the lazy dog"; p = index(substr(s, i + 1), "o"); print p ? p + i - 1 : -1 }')" ;;
	3) prog+=" r[$i] = strlen(strstr(s, t));"; want+=" 8" ;;
	esac
done
prog+=' printf("%d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d\n",'
prog+=" $(seq -s, 0 25 | sed 's/\([0-9]*\)/r[\1]/g')); exit(0); }"
out=$("$DTRACE" -q -n "$prog" 2> "$TMPDIR/err") || fail "26 searches: dtrace failed: $(cat "$TMPDIR/err")"
expect_eq "26 searches" "${want# }" "$out"

out=$("$DTRACE" -v -q -x strsize=512 -n 'BEGIN { t = "b"; printf("%d %d\n", index("abcb", t), rindex("abcb", t)); exit(0); }' \
	2> "$TMPDIR/err") || fail "strsize 512, -v: dtrace failed: $(tail -3 "$TMPDIR/err")"
expect_eq "strsize 512, -v" "1 3" "$out"
exit 0
