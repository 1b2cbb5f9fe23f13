#!/bin/bash
# ASSERTION: stackdepth and caller agree with stack() (kstack.sh) in the
# probes of a raw tracepoint that serves every system call
# (syscall:::entry, raw_syscalls/sys_enter: the caller is do_syscall_64 as
# with one probe), in tcp (inet_sock_set_state) and io (block_io_start,
# where the disk-backed directory allows block I/O).
. ../lib.sh
. ./kstack.sh

out=$TMPDIR/out
"$DTRACE" -q -x stackframes=100 -c "$HELPERS/syscalls getppid=2 tcp=100" -n "
syscall:::entry /pid == \$target && probefunc == \"getppid\"/ { printf(\"== all-entry\n\"); $KBLOCK }
syscall:::return /pid == \$target && probefunc == \"getppid\"/ { printf(\"== all-return\n\"); $KBLOCK }
tcp:::state-change /pid == \$target && n++ < 3/ { printf(\"== tcp\n\"); $KBLOCK }
" > "$out" 2> "$TMPDIR/err" || fail "dtrace: $(cat "$TMPDIR/err")"
check_blocks "$out" > "$TMPDIR/sum" 2> "$TMPDIR/bad" || fail "$(head -3 "$TMPDIR/bad")"
expect_eq "entries" 2 "$(blocks "$TMPDIR/sum" all-entry)"
expect_eq "returns" 2 "$(blocks "$TMPDIR/sum" all-return)"
expect_eq "tcp state changes" 3 "$(blocks "$TMPDIR/sum" tcp)"
for p in all-entry; do
	expect_eq "$p caller" 'vmlinux`do_syscall_64' "$(awk -v p=$p '$1 == p { print $3 }' "$TMPDIR/sum" | sort -u)"
done
# inet_sock_set_state fires in tcp_set_state (or its inlined callers), far below the system call
awk '$1 == "tcp" && ($2 ~ /bpf|__traceiter|bpf_trace_run/ || $2 == "-") { exit 1 }' "$TMPDIR/sum" ||
	fail "tcp stack: $(grep tcp "$TMPDIR/sum")"

dir=$TMPDIR
[ "$(stat -f -c %T "$dir" 2>/dev/null)" = tmpfs ] && dir=/var/tmp
case $(stat -f -c %T "$dir" 2>/dev/null) in
''|tmpfs|ramfs) exit 0 ;; # no disk-backed directory, no block I/O to see: io is not checked here
esac
f=$dir/dtrace-kstack-test.$$
trap 'rm -f "$f"' EXIT
"$DTRACE" -q -x stackframes=100 -c "$HELPERS/syscalls dwrite=$f:2:65536" -n "
io:::start /pid == \$target && n++ < 2/ { printf(\"== io\n\"); $KBLOCK }
" > "$out" 2> "$TMPDIR/err" || fail "dtrace: $(cat "$TMPDIR/err")"
check_blocks "$out" > "$TMPDIR/sum" 2> "$TMPDIR/bad" || fail "$(head -3 "$TMPDIR/bad")"
expect_eq "io starts" 2 "$(blocks "$TMPDIR/sum" io)"
exit 0
