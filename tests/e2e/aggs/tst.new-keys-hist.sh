#!/bin/bash
# ASSERTION: an aggregation with histogram values (lquantize() over 60
# levels: more than 256 bytes a CPU) takes 20000 new keys in quick
# succession without "aggregation drops" while aggsize has room for them
# all: its map is preallocated (cg_agg.c; at 12m, 25 MB on 2 CPUs). On demand, such values come
# from the per-CPU memory the kernel can give without sleeping, which
# other work allocating per-CPU memory empties: then a few to thousands
# of keys were lost a run, now and then.
. ../lib.sh
"$DTRACE" -q -x aggsize=12m -c "$HELPERS/syscalls getppid=20000" -n '
syscall::getppid:entry /pid == $target/ { @h[timestamp] = lquantize(arg0 & 7, 0, 60, 1); @n = count(); }
END { printa("calls %@d\n", @n); }' > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(head -3 "$TMPDIR/err")"
expect_eq "aggregation drops reported" "" "$(grep 'aggregation drop' "$TMPDIR/err")"
expect_eq "getppid() calls counted" "calls 20000" "$(grep '^calls ' "$TMPDIR/out")"
expect_eq "histograms printed, one a key" 20000 "$(grep -c 'Distribution' "$TMPDIR/out")"
exit 0
