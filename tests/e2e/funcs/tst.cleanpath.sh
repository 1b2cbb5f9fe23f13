#!/bin/bash
# ASSERTION: cleanpath(s) works on the text as DTrace's does: "//" is one
# '/', "/./" is '/', "/../" and a final "/.." take back the component
# before them; names that only start with dots stay; relative paths and
# "" too; a path read from a process (openat's argument) is cleaned; ten
# calls in one clause load (END: a program of its own, which fires however
# soon the target exits; the verifier's work grows with the calls of a
# program, about 20 fit).
. ../lib.sh
out=$("$DTRACE" -q -n '
BEGIN { printf("%s|%s|%s|%s|%s|%s\n", cleanpath("/a//b/./c/../d"), cleanpath("/a/b/.."), cleanpath("/a/.."),
    cleanpath("/.."), cleanpath("a/../b"), cleanpath("/a/./"));
    printf("%s|%s|%s|%s|%s|[%s]\n", cleanpath("/a/.hidden/..x/.."), cleanpath("/usr/lib/../../etc/./passwd"),
    cleanpath("/a/b/"), cleanpath("/a/."), cleanpath("/a/b/../../.."), cleanpath("")); }
END { printf("%s%s%s%s%s%s%s%s%s%s\n", cleanpath("/0"), cleanpath("/1"), cleanpath("/2"), cleanpath("/3"),
    cleanpath("/4"), cleanpath("/5"), cleanpath("/6"), cleanpath("/7"), cleanpath("/8"), cleanpath("/9/..")); }
syscall::openat:entry /pid == $target/ { printf("%s\n", cleanpath(copyinstr(arg1))); }' \
	-c "cat /tmp/./..//etc/../etc/hostname" 2> "$TMPDIR/err") || fail "dtrace failed: $(cat "$TMPDIR/err")"
expect_eq "constants" "/a/b/d|/a/|/|/|/b|/a/
/a/.hidden/|/etc/passwd|/a/b/|/a/.|/|[]" "$(echo "$out" | sed -n 1,2p)"
echo "$out" | grep -qx "/0/1/2/3/4/5/6/7/8/" || fail "not ten in a clause: $out"
echo "$out" | grep -qx "/etc/hostname" || fail "no cleaned path of openat: $out"
exit 0
