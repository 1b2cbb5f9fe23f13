#!/bin/bash
# ASSERTION: dtrace killed with SIGKILL mid-trace leaves nothing behind:
# the uprobes it placed (the uprobe PMU's, owned by its perf fds) are gone
# from the target's code - the int3 the kernel wrote at the probed
# function reads back as the original byte - no uprobe_events entry was
# ever made, and the target runs on unharmed.
. ../lib.sh
events=/sys/kernel/tracing/uprobe_events
[ -r $events ] || events=/sys/kernel/debug/tracing/uprobe_events
before=$(cat $events 2>/dev/null)
bin=$HELPERS/ucall_bench
"$bin" 2000000000 > "$TMPDIR/target.out" &
target=$!
# f's first byte as the process's memory has it (file offset = vaddr - load base, PIE)
f_addr() {
	local base off
	base=$(awk -v p="$bin" '$6 == p { split($1, r, "-"); print r[1]; exit }' /proc/$target/maps)
	off=$(nm "$bin" | awk '$3 == "f" { print $1 }')
	printf '%d' $((0x$base + 0x$off))
}
byte_at() { dd if=/proc/$target/mem bs=1 skip="$1" count=1 status=none | od -An -tx1 | tr -d ' '; }
sleep 0.2
addr=$(f_addr)
orig=$(byte_at "$addr")
[ -n "$orig" ] && [ "$orig" != cc ] || fail "cannot read f's first byte: [$orig]"
"$DTRACE" -q -p $target -n 'pid$target::f:entry { @ = count(); } pid$target::f:return { @r = count(); }' \
	> "$TMPDIR/out" 2> "$TMPDIR/err" &
dt=$!
for i in $(seq 100); do [ "$(byte_at "$addr")" = cc ] && break; sleep 0.05; done
expect_eq "probed: an int3 at f" cc "$(byte_at "$addr")"
expect_eq "no uprobe_events entry while tracing" "$before" "$(cat $events 2>/dev/null)"
kill -9 $dt
wait $dt 2>/dev/null
for i in $(seq 100); do [ "$(byte_at "$addr")" = "$orig" ] && break; sleep 0.05; done
expect_eq "after SIGKILL: f's code restored" "$orig" "$(byte_at "$addr")"
expect_eq "uprobe_events after" "$before" "$(cat $events 2>/dev/null)"
kill -0 $target || fail "the target died"
kill $target
wait $target 2>/dev/null
exit 0
