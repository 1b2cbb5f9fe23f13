#!/bin/bash
# ASSERTION: bitesize.d prints the I/O sizes per process: the target's
# four 64 KiB O_DIRECT reads are four requests in the 65536 bucket of its
# histogram (PID and name in the title).
. ../lib.sh
. ./tk.sh

dir=$(disk_dir) || { echo "no disk-backed directory for block I/O"; exit 77; }
f=$dir/dtrace-tk-bitesize.$$
trap 'rm -f "$f"' EXIT
"$HELPERS/syscalls" dwrite=$f:4:65536 || fail "cannot write $f"
tool bitesize -c "$HELPERS/syscalls dread=$f:4:65536 pid"
pid=$(sed -n 's/^pid //p' "$TMPDIR/err")
grep -q "^  PID $pid, syscalls, I/O size (bytes):$" "$TMPDIR/out" || fail "no histogram for $pid: $(cat "$TMPDIR/out")"
expect_range "requests" 4 8 "$(hist_total "PID $pid, syscalls")"
expect_range "64 KiB requests" 4 8 \
	"$(awk -v t="PID $pid, syscalls" 'index($0, t) { on = 1 } on && $1 == 65536 { print $NF; exit }' "$TMPDIR/out")"
exit 0
