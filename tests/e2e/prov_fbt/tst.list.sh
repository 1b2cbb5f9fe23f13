# ASSERTION: dtrace -l lists fbt probes by module (vmlinux for the kernel
# proper) without enabling anything, as any user can: globs over module,
# function and name, and -P fbt lists tens of thousands of probes quickly.
# TIMEOUT: 120
. "$TESTDIR/../lib.sh"

out=$TMPDIR/out
"$DTRACE" -l -n 'fbt::vfs_read:' > "$out" 2>&1 || fail "dtrace -l: $(cat "$out")"
expect_eq "vfs_read probes" "fbt vmlinux vfs_read entry
fbt vmlinux vfs_read return" "$(awk 'NR > 1 { print $2, $3, $4, $5 }' "$out")"
"$DTRACE" -l -n 'fbt:vmlinux:vfs_rea?:return' > "$out" 2>&1 || fail "dtrace -l: $(cat "$out")"
expect_eq "module-qualified glob" "fbt vmlinux vfs_read return" "$(awk 'NR > 1 { print $2, $3, $4, $5 }' "$out")"
"$DTRACE" -l -n 'fbt:no_such_module:vfs_read:entry' > "$out" 2>&1
expect_eq "wrong module" 1 "$(wc -l < "$out")"

start=$(now_ms)
n=$("$DTRACE" -l -P fbt | wc -l)
took=$(( $(now_ms) - start ))
[ "$n" -gt 20000 ] || fail "only $n fbt probes listed"
# (a quadratic listing took minutes; an emulated CPU under tests/vm, TCG on a
# loaded host, takes up to about 20 s)
[ "$took" -lt 60000 ] || fail "listing $n probes took ${took} ms"
