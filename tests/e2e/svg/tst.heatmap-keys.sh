#!/bin/bash
# ASSERTION: a keyed histogram's heat map has a panel for all keys summed,
# then one per key, largest first: a process that sleeps 10 ms, then calls
# getppid(), gives two keys; the sleeps sit in the [8388608, 16777216)
# ns bucket (row 87), the getppid() calls far below it, and each key's
# cells add up to its count, the sum's to both.
. ../lib.sh
cd "$TMPDIR" || fail "no $TMPDIR"
"$DTRACE" -q -x heatmap=k.svg -x heatmapinterval=250ms -n '
syscall::clock_nanosleep:entry, syscall::getppid:entry /pid == $target/ { self->t = timestamp; }
syscall::clock_nanosleep:return, syscall::getppid:return /self->t/ {
	@[probefunc] = quantize(timestamp - self->t);
	@n[probefunc] = count();
	self->t = 0;
}
tick-1s { exit(0); }
END { printa("%s %@d\n", @n); }' -c "$HELPERS/sleeper 10" > out 2> err || fail "status $?: $(cat err)"
"$TESTDIR/svg.py" heat k.svg > k.txt || fail "k.svg is not XML: $(cat err)"
panels=$(awk '$1 == "panel" { print $2, $3 }' k.txt | sed 's/ $//')
expect_eq "first panel" "all keys" "$(echo "$panels" | head -1)"
expect_eq "key panels" "clock_nanosleep
getppid" "$(echo "$panels" | sed 1d | sort)"
# per panel: name total, and the count in row 87
sums=$(awk '$1 == "panel" { p = $2 " " $3; sub(/ $/, "", p) } $1 == "cell" { t[p] += $4; if ($3 == 87) r[p] += $4 }
	END { for (p in t) print p "=" t[p] "," r[p] + 0 }' k.txt | sort)
sleeps=$(awk '$1 == "clock_nanosleep" { print $2 }' out)
calls=$(awk '$1 == "getppid" { print $2 }' out)
expect_range "sleeps" 40 110 "$sleeps"
expect_range "getppid calls" 40 110 "$calls"
in87=$(echo "$sums" | sed -n 's/^clock_nanosleep=[0-9]*,//p')
[ $((in87 * 2)) -gt "$sleeps" ] || fail "only $in87 of $sleeps sleeps in the 8388608 bucket: $sums"
expect_eq "totals" "all keys=$((sleeps + calls)),$(echo "$sums" | sed -n 's/^all keys=[0-9]*,//p')
clock_nanosleep=$sleeps,$in87
getppid=$calls,0" "$sums"
# the larger key first (a tie may go either way)
if [ "$sleeps" -gt "$calls" ]; then
	expect_eq "order" clock_nanosleep "$(echo "$panels" | sed -n 2p)"
elif [ "$calls" -gt "$sleeps" ]; then
	expect_eq "order" getppid "$(echo "$panels" | sed -n 2p)"
fi
exit 0
