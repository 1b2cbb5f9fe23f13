# ASSERTION: -F indents fbt's flow as DTrace does: vfs_read's entry
# "-> vfs_read", then the call it makes, rw_verify_area, two columns
# deeper ("-> rw_verify_area", "<- rw_verify_area"), then "<- vfs_read"
# back at vfs_read's column; the header is "CPU FUNCTION".
. "$TESTDIR/../lib.sh"
. "$TESTDIR/fbt.sh"
need_fbt

out=$TMPDIR/out
"$DTRACE" -F -c "$HELPERS/syscalls read=2:100" -n '
fbt::vfs_read:entry, fbt::vfs_read:return, fbt::rw_verify_area:entry, fbt::rw_verify_area:return
/pid == $target/ {}' > "$out" 2> "$TMPDIR/err" || fail "dtrace: $(cat "$TMPDIR/err")"
expect_eq "header" "CPU FUNCTION" "$(head -1 "$out" | sed 's/^ *//; s/ *$//')"
# each line as "COLUMN ARROW FUNCTION", COLUMN relative to the line's first
# -> vfs_read, and every vfs_read block must read the same
flows=$(awk 'NR > 1 && NF {
	i = index($0, "->"); if (!i) i = index($0, "<-")
	if (!base && $2 == "->" && $3 == "vfs_read") base = i
	if (base) printf "%d %s %s\n", i - base, $2, $3 }' "$out" | sort | uniq -c | awk '{ $1 = ""; print substr($0, 2) }')
expect_eq "flow" "0 -> vfs_read
0 <- vfs_read
2 -> rw_verify_area
2 <- rw_verify_area" "$flows"
# and in order: the 4 lines of one read() of the target's
expect_eq "order" "-> vfs_read|-> rw_verify_area|<- rw_verify_area|<- vfs_read" \
	"$(awk 'NR > 1 && NF { print $2, $3 }' "$out" | head -4 | paste -sd'|')"
