#!/bin/bash
# ASSERTION: DTrace's limits on option values, with DTrace's messages: a
# principal buffer smaller than the program's largest record, an aggsize
# or dynvarsize too small for one entry, are refused when tracing is
# enabled ("Enabling exceeds size of buffer"), after the
# probes are matched; strsize below 2 is refused at once; a D version
# newer than ours is "Operation not supported", a malformed one a bad
# value; maxframes is at most the kernel's perf_event_max_stack, and
# stackframes and ustackframes at most maxframes.
. ../lib.sh
prog='BEGIN { trace(1); exit(0); }'
BAD="Invalid value for specified option"
BIG="Value too large for defined data type"
run() {
	out=$(timeout 20 "$DTRACE" "$@" 2>"$TMPDIR/err")
	st=$?
	err=$(cat "$TMPDIR/err")
}
for b in "-b 1" "-b 0" "-x bufsize=8"; do
	run $b -n "$prog"
	expect_eq "status of $b" 1 $st
	expect_eq "stderr of $b" "dtrace: description 'BEGIN ' matched 1 probe
dtrace: could not enable tracing: Enabling exceeds size of buffer" "$err"
done
run -q -b 64 -n 'BEGIN { trace(1); exit(0); }'
expect_eq "-b 64: a record fits" "0 1" "$st $out"
# a record costs DTrace's 24-byte header besides its data; a clause on
# ERROR enables a record of the fault's five arguments: 64 bytes
run -q -b 31 -n 'BEGIN { trace(1); } BEGIN { exit(0); }'
expect_eq "-b 31: a record of 8 bytes does not fit" "1 dtrace: could not enable tracing: Enabling exceeds size of buffer" "$st $err"
run -q -b 32 -n 'BEGIN { trace(1); } BEGIN { exit(0); }'
expect_eq "-b 32: a record of 8 bytes fits" "0 1" "$st $out"
run -q -b 63 -n 'BEGIN { exit(0); } ERROR { exit(1); }'
expect_eq "-b 63 with an ERROR clause" "1 dtrace: could not enable tracing: Enabling exceeds size of buffer" "$st $err"
run -q -b 64 -n 'BEGIN { exit(0); } ERROR { exit(1); }'
expect_eq "-b 64 with an ERROR clause" "0" "$st"
# a ring keeps what fits: no record is too large for it
run -q -b 16 -x bufpolicy=ring -n 'BEGIN { exit(0); }'
expect_eq "-b 16 ring" "0" "$st"
# specsize=0 holds no speculative record
run -q -x specsize=0 -n 'BEGIN { s = speculation(); speculate(s); trace(1); } BEGIN { exit(0); }'
expect_eq "specsize=0" "1 dtrace: could not enable tracing: Enabling exceeds size of buffer" "$st $err"
run -q -x specsize=0 -n 'BEGIN { trace(2); exit(0); }'
expect_eq "specsize=0, no speculation" "0 2" "$st $out"
# aggsize and dynvarsize must hold one entry (an aggregation's key and a
# 64-bit datum; an associative array's key and value)
run -q -x aggsize=8 -n 'BEGIN { @ = count(); exit(0); }'
expect_eq "aggsize=8" "1 dtrace: could not enable tracing: Enabling exceeds size of buffer" "$st $err"
run -q -x aggsize=16 -n 'BEGIN { @ = count(); exit(0); }'
expect_eq "aggsize=16" "0" "$st"
run -q -x dynvarsize=15 -n 'BEGIN { a[1] = 2; exit(0); }'
expect_eq "dynvarsize=15" "1 dtrace: could not enable tracing: Enabling exceeds size of buffer" "$st $err"
run -q -x dynvarsize=16 -n 'BEGIN { a[1] = 2; exit(0); }'
expect_eq "dynvarsize=16" "0" "$st"
run -q -x aggsize=8 -x dynvarsize=15 -n 'BEGIN { x = 1; trace(x); exit(0); }'
expect_eq "no aggregation, no array" "0 1" "$st $out"
for v in 0 1; do
	run -x strsize=$v -n "$prog"
	expect_eq "-x strsize=$v" "1 dtrace: failed to set -x strsize: $BAD" "$st $err"
done
run -q -x strsize=2 -n 'BEGIN { x = "abc"; printf("%s\n", x); exit(0); }'
expect_eq "-x strsize=2" "0 a" "$st $out"
run -x version=99.1 -n "$prog"
expect_eq "-x version=99.1" "1 dtrace: failed to set -x version: Operation not supported" "$st $err"
run -x version=1.99 -n "$prog"
expect_eq "-x version=1.99" "1 dtrace: failed to set -x version: Operation not supported" "$st $err"
run -x version=one -n "$prog"
expect_eq "-x version=one" "1 dtrace: failed to set -x version: $BAD" "$st $err"
run -q -x version=1.1 -n "$prog"
expect_eq "-x version=1.1" "0 1" "$st $out"
kmax=$(cat /proc/sys/kernel/perf_event_max_stack)
run -x maxframes=$((kmax + 1)) -n "$prog"
expect_eq "maxframes over the kernel's" "1 dtrace: failed to set -x maxframes: $BIG" "$st $err"
run -x maxframes=10 -x stackframes=11 -n "$prog"
expect_eq "stackframes over maxframes" "1 dtrace: failed to set -x stackframes: $BIG" "$st $err"
run -x ustackframes=26 -x maxframes=25 -n "$prog"
expect_eq "ustackframes over maxframes" "1 dtrace: failed to set -x ustackframes: $BIG" "$st $err"
printf '#pragma D option maxframes=5\n#pragma D option stackframes=6\n%s\n' "$prog" > "$TMPDIR/p.d"
run -s "$TMPDIR/p.d"
expect_eq "stackframes over maxframes by pragmas" "1 dtrace: failed to set -x stackframes: $BIG" "$st $err"
run -q -x maxframes=20 -x stackframes=20 -x ustackframes=20 -n "$prog"
expect_eq "stackframes = maxframes" "0 1" "$st $out"
exit 0
