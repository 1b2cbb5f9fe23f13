#!/bin/bash
# ASSERTION: 100 associative arrays in one clause (past the 64 maps a BPF
# program may name: they are reached through sets of maps of one layout)
# each keep their own elements: stored in one clause, read back, updated
# in place (++, +=, a struct member, a string) and deleted in another,
# while the clause's program names at most 64 maps.
. ../lib.sh
decl='struct pt { int x; int y; };'
set1=''; sum=''; upd=''; del=''; check=''
for i in $(seq 0 99); do
	set1="$set1 v$i[\"k\", $i] = $i + 1; v$i[\"j\", 0] = 7;"
	sum="$sum s += v$i[\"k\", $i];"
	upd="$upd v$i[\"k\", $i]++; v$i[\"j\", 0] += $i;"
	del="$del v$i[\"k\", $i] = 0;"
	check="$check n += v$i[\"k\", $i] == 0 ? 1 : 0; t += v$i[\"j\", 0];"
done
for i in $(seq 0 19); do
	set1="$set1 p$i[$i].x = $i; p$i[$i].y = 2 * $i; w$i[$i] = \"w$i\";"
	sum="$sum q += p$i[$i].x + p$i[$i].y;"
	check="$check u = strjoin(u, w$i[$i]);"
done
cat > "$TMPDIR/many.d" <<D
$decl
struct pt p0[int], p1[int], p2[int], p3[int], p4[int], p5[int], p6[int], p7[int], p8[int], p9[int];
struct pt p10[int], p11[int], p12[int], p13[int], p14[int], p15[int], p16[int], p17[int], p18[int], p19[int];
BEGIN { $set1 }
BEGIN { s = 0; q = 0; $sum printf("%d %d\n", s, q); }
BEGIN { $upd s = 0; $sum printf("%d\n", s); }
BEGIN { $del n = 0; t = 0; u = ""; $check printf("%d %d %s\n", n, t, u); exit(0); }
D
timeout 30 "$DTRACE" -q -s "$TMPDIR/many.d" > "$TMPDIR/out" 2> "$TMPDIR/err" ||
	fail "status $?: $(head -c 300 "$TMPDIR/err")"
expect_eq "read back, updated, deleted" "5050 570
5150
100 5650 w0w1w2w3w4w5w6w7w8w9w10w11w12w13w14w15w16w17w18w19" "$(cat "$TMPDIR/out")"
expect_eq "dtrace's messages" "" "$(cat "$TMPDIR/err")"

# the maps: 100 + 40 arrays, in sets, and each program names at most 64
"$DTRACE" -S -e -s "$TMPDIR/many.d" > "$TMPDIR/dis" 2>&1 || fail "-S: status $?"
expect_eq "associative arrays in sets" 140 "$(grep -c '^map [0-9]* dt_assoc: .*(in map [0-9]*, slot [0-9]*)$' "$TMPDIR/dis")"
grep -q '^map [0-9]* dt_assocset: array_of_maps' "$TMPDIR/dis" || fail "no set in -S's maps"
exit 0
