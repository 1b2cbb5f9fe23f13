#!/bin/bash
# TIMEOUT: 120
# ASSERTION: dtrace -l -c CMD and dtrace -l -p PID list the process's
# probes with the rest: its USDT probes (PROVIDERpid) and pid provider
# entry and return probes of every function of every module, named by
# the module's basename.
. ../lib.sh
"$DTRACE" -l -c "$HELPERS/sdtprobes 1" > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
grep -q ' syscall .* read entry$' "$TMPDIR/out" || fail "no syscall probes in the listing"
expect_eq "usdt rows" "sdtprobes fire args
sdtprobes fire function-entry
sdtprobes fire twelve
sdtprobes main gated" "$(awk '$2 ~ /^sdtp[0-9]+$/ { print $3, $4, $5 }' "$TMPDIR/out")"
expect_eq "pid rows for main" "sdtprobes main entry
sdtprobes main return" "$(awk '$2 ~ /^pid[0-9]+$/ && $4 == "main" { print $3, $4, $5 }' "$TMPDIR/out")"
mkfifo "$TMPDIR/in"
"$HELPERS/ualloc" -p < "$TMPDIR/in" > /dev/null &
target=$!
exec 3> "$TMPDIR/in"
sleep 0.3
"$DTRACE" -l -p $target > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "-p: status $?: $(cat "$TMPDIR/err")"
expect_eq "pid rows" "pid$target ualloc deep4 entry
pid$target ualloc deep4 return
pid$target libc.so.6 malloc entry
pid$target libc.so.6 malloc return" \
	"$(awk '$2 ~ /^pid/ && ($4 == "deep4" || $4 == "malloc") { print $2, $3, $4, $5 }' "$TMPDIR/out")"
kill -0 $target || fail "-l -p harmed the process"
echo go >&3
exec 3>&-
wait $target || fail "the process failed after -l -p"
exit 0
