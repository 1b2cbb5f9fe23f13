#!/bin/bash
# ASSERTION: ustackdepth is the number of frames ustack() prints at the same
# probe, through code without frame pointers (the target and libc): at call
# depths 1, 5, 20 and 60 (main -> rec x N -> leaf), ustack() shows exactly
# N frames of rec, and ustackdepth - N (leaf, main and what runs main) is
# the same at every depth.
. ../lib.sh
# the walk in the kernel needs may_goto (6.9), which came with the arena map type
grep -qa BPF_MAP_TYPE_ARENA /sys/kernel/btf/vmlinux ||
	{ echo "SKIP: this kernel has no may_goto (6.9): user stacks are unwound in userspace"; exit 77; }
"$DTRACE" -q -n 'pid$target::leaf:entry { printf("depth %d %d\n", arg0, ustackdepth); ustack(); printf("end\n"); }' \
	-c "$HELPERS/udepth" > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
summary=$(awk '
/^depth / { n = $2; d = $3; frames = 0; recs = 0; next }
/`/ { frames++; if ($1 ~ /`rec(\+0x[0-9a-f]+)?$/) recs++; next }
/^end$/ { print n, recs, (d == frames ? "ustackdepth=frames" : "ustackdepth " d " frames " frames), d - n }' "$TMPDIR/out")
around=$(echo "$summary" | awk 'NR == 1 { print $4 }')
expect_range "frames around rec" 3 10 "$around"
expect_eq "per depth: N, rec frames, ustackdepth vs frames, ustackdepth - N" \
	"1 1 ustackdepth=frames $around
5 5 ustackdepth=frames $around
20 20 ustackdepth=frames $around
60 60 ustackdepth=frames $around" "$summary"
exit 0
