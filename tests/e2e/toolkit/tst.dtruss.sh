#!/bin/bash
# ASSERTION: dtruss.d prints the target's system calls as they return,
# strace-like: three getppid() calls returning dtrace's PID (the target's
# parent), and an openat() of a missing path with the path, -1 and Err#2,
# each with elapsed and CPU times.
. ../lib.sh
. ./tk.sh

missing=$TMPDIR/tk-no-such-file
tool dtruss -c "$HELPERS/syscalls getppid=3 open=$missing pid"
pid=$(sed -n 's/^pid //p' "$TMPDIR/err")
expect_eq "getppid rows" 3 "$(count_rows '$1 == "'"$pid/$pid"'" && $5 ~ /^getppid\(/')"
ppid=$(rows '$5 ~ /^getppid\(/ { print $(NF) }' | sort -u)
[ "$ppid" -gt 1 ] 2> /dev/null || fail "getppid returned $ppid"
expect_eq "openat row" 'openat(0xffffff9c, "'"$missing"'", 0x0) = -1 Err#2' \
	"$(rows '$1 == "'"$pid/$pid"'" && /openat/ { $1 = $2 = $3 = $4 = ""; print }' | sed 's/^ *//; s/\t/ /g' | tr -s ' ')"
expect_eq "rows without times" 0 "$(count_rows '$1 == "'"$pid/$pid"'" && ($2 !~ /^[0-9]+$/ || $3 !~ /^[0-9]+$/ || $4 !~ /^[0-9]+$/)')"
exit 0
