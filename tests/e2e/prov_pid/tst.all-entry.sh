#!/bin/bash
# ASSERTION: pid$target:::entry and pid$target:::return probe every
# function of every module (thousands: one program, one uprobe_multi link
# per module) in reasonable time, and count right: the program's own
# functions exactly, each return with its entry (tail_caller's too: its
# return probe fires when tail_callee, jumped to, returns), and libc's malloc at
# least as often as the program calls it. Where the kernel has no BPF
# cookies dtrace refuses so many probes, naming the feature: then it skips.
. ../lib.sh
t0=$(now_ms)
"$DTRACE" -q -c "$HELPERS/ualloc" -n '
pid$target:::entry { @e[probemod, probefunc] = count(); }
pid$target:::return { @r[probemod, probefunc] = count(); }
END { printa("e %s %s %@d\n", @e); printa("r %s %s %@d\n", @r); }' \
	> "$TMPDIR/out" 2> "$TMPDIR/err" || {
	# a kernel without BPF cookies (before 5.15) would need a program per probe: dtrace refuses
	grep -q 'lacks BPF cookies.*each is a program of its own' "$TMPDIR/err" &&
		{ grep 'each is a program of its own' "$TMPDIR/err"; exit 77; }
	fail "status $?: $(cat "$TMPDIR/err")"
}
t1=$(now_ms)
expect_range "seconds to attach, run and detach" 0 20 $(((t1 - t0) / 1000))
expect_eq "program's calls" "e ualloc deep1 1
e ualloc deep2 1
e ualloc deep3 1
e ualloc deep4 3
e ualloc main 1
e ualloc shallow 3
e ualloc tail_callee 1
e ualloc tail_caller 1
r ualloc deep1 1
r ualloc deep2 1
r ualloc deep3 1
r ualloc deep4 3
r ualloc main 1
r ualloc shallow 3
r ualloc tail_callee 1
r ualloc tail_caller 1" \
	"$(awk '$2 == "ualloc" && $3 ~ /^(main|deep[0-9]|shallow|tail_.*)$/' "$TMPDIR/out" | sort)"
m=$(awk '$1 == "e" && $2 == "libc.so.6" && $3 == "malloc" { print $4 }' "$TMPDIR/out")
expect_range "libc malloc entries" 8 1000 "$m"
n=$(awk '$1 == "e" && $2 == "libc.so.6"' "$TMPDIR/out" | wc -l)
expect_range "libc functions seen" 5 100000 "$n"
exit 0
