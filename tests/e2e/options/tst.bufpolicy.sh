#!/bin/bash
# ASSERTION: -x bufpolicy as DTrace has it, each CPU's principal buffer of
# bufsize bytes (a record counting its 24-byte header and its data):
# switch (the default) prints everything; fill stops tracing when a
# buffer is full, what did not fit is lost, END still runs and dtrace
# exits 0; ring keeps only the newest records that fit (the newest always)
# and prints them when dtrace exits, END's last.
. ../lib.sh
# one CPU's records in order: the tick's clauses all fire on its CPU
prog='tick-10ms /i < 20/ { printf("%d\n", ++i); }
tick-10ms /i == 20/ { exit(7); }
END { printf("end\n"); }'
run() {
	out=$(timeout 20 "$DTRACE" -q "$@" -n "$prog" 2>"$TMPDIR/err")
	st=$?
}
run
expect_eq "switch: status" 7 $st
expect_eq "switch: every record" "$(seq 1 20; echo end)" "$out"

# 96 bytes: three records of an int (24 + 8 bytes each) fit
run -x bufpolicy=fill -x bufsize=96
expect_eq "fill: status (tracing stopped, not exit())" 0 $st
expect_eq "fill: what fitted, then END" "1
2
3
end" "$out"

# ring: the newest that fit; END's record is the newest of all
run -x bufpolicy=ring -x bufsize=96
expect_eq "ring: exit()'s status" 7 $st
lines=$(echo "$out" | wc -l)
expect_range "ring: fewer records than sent" 2 4 $lines
expect_eq "ring: END last" end "$(echo "$out" | tail -1)"
expect_eq "ring: the newest of the ticks" 20 "$(echo "$out" | grep -v end | tail -1)"
# a ring smaller than any record still keeps the newest
run -x bufpolicy=ring -x bufsize=16
expect_eq "ring of 16 bytes" "end" "$out"

# printa() counts as DTrace's record of it, the aggregation's 8-byte id:
# 24 + 8 + 8 bytes a record, two fit in 96
prog='BEGIN /0/ { @ = count(); }
tick-10ms /i < 20/ { printf("%d\n", ++i); printa(@); }
tick-10ms /i == 20/ { exit(7); }
END { printf("end\n"); }'
run -x bufpolicy=fill -x bufsize=96
expect_eq "fill with printa(): status" 0 $st
expect_eq "fill with printa(): what fitted, then END" "1
2
end" "$(echo "$out" | grep -v '^$')"
exit 0
