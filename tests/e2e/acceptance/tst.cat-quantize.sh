#!/bin/bash
# ASSERTION: the fourth acceptance one-liner:
#   dtrace -n 'syscall::read:return /execname == "cat"/ { @ = quantize(arg0); }' -c 'cat /etc/services'
# cat reads the whole file in one read() (its buffer is larger), then
# gets 0: the histogram has the power-of-two bucket of the file's size
# and the 0 bucket, each with at least one read.
. ../lib.sh
f=/etc/services
size=$(stat -c %s $f 2>/dev/null || echo 0)
if [ "$size" -le 0 ] || [ "$size" -ge 131072 ]; then
	# no usable /etc/services (netbase not installed): a file of its size
	f=$TMPDIR/services
	head -c 12813 /dev/zero | tr '\0' 'x' > "$f"
	size=12813
fi
bucket=1
while [ $((bucket * 2)) -le "$size" ]; do bucket=$((bucket * 2)); done
# cat's stdout must be a pipe: to a regular file, cat copies with
# copy_file_range() and never read()s the file
"$DTRACE" -o "$TMPDIR/out" -n 'syscall::read:return /execname == "cat"/ { @ = quantize(arg0); }' \
	-c "cat $f" 2> "$TMPDIR/err" | cat > "$TMPDIR/cat"
st=${PIPESTATUS[0]}
[ "$st" = 0 ] || fail "status $st: $(cat "$TMPDIR/err")"
cmp -s $f "$TMPDIR/cat" || fail "cat's output is not the file"
grep -q '^           value  ------------- Distribution ------------- count    $' "$TMPDIR/out" ||
	fail "no histogram header: $(cat "$TMPDIR/out")"
row() { awk -v b="$1" '$1 == b && $2 ~ /^\|/ { print $NF }' "$TMPDIR/out"; }
n=$(row "$bucket"); expect_range "reads in bucket $bucket (file of $size bytes)" 1 1000 "$n"
n=$(row 0); expect_range "reads returning 0" 1 1000 "$n"
# every row is "%16d |<40 chars> %-9d"
bad=$(grep -E '^ +-?[0-9]+ \|' "$TMPDIR/out" | grep -Evc '^ {0,15}-?[0-9]+ \|[@ ]{40} [0-9]+ *$' || true)
expect_eq "malformed histogram rows" 0 "$bad"
exit 0
