#!/bin/bash
# ASSERTION: io:genunix::start and io:genunix::done, as scripts written for
# Solaris name the io provider's probes (its module there), are the io
# probes: listed under that module with the same ids, and traced: a
# process that writes three 64 KiB blocks with O_DIRECT and reads them
# back starts and completes at least six 65536-byte requests through them.
# Another module (io:foo::start) still matches nothing.
. ../lib.sh
dir=$TMPDIR
[ "$(stat -f -c %T "$dir")" = tmpfs ] && dir=/var/tmp
[ "$(stat -f -c %T "$dir")" = tmpfs ] && { echo "no disk-backed directory for block I/O"; exit 77; }
f=$dir/dtrace-io-genunix.$$
trap 'rm -f "$f"' EXIT
"$HELPERS/syscalls" dwrite=$f:3:65536 || fail "cannot write $f"
"$DTRACE" -l -n io:genunix::start > "$TMPDIR/l1" || fail "io:genunix::start lists nothing"
"$DTRACE" -l -n io:::start > "$TMPDIR/l2" || fail "io:::start lists nothing"
read -r id1 prov1 mod1 name1 <<< "$(tail -1 "$TMPDIR/l1")"
read -r id2 prov2 name2 <<< "$(tail -1 "$TMPDIR/l2")"
expect_eq "module" genunix "$mod1"
expect_eq "same probe id" "$id2" "$id1"
"$DTRACE" -l -n io:foo::start > /dev/null 2>&1 && fail "io:foo::start matched"
"$DTRACE" -q -c "$HELPERS/syscalls dwrite=$f:3:65536 dread=$f:3:65536" -n '
io:genunix::start /pid == $target && args[0]->b_bcount == 65536/ { starts++; }
io:genunix::done /args[0]->b_bcount == 65536/ { done++; }
END { printf("%d %d\n", starts >= 6, done >= 6); }' \
	> "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
expect_eq "at least 6 starts and dones" "1 1" "$(head -1 "$TMPDIR/out")"
exit 0
