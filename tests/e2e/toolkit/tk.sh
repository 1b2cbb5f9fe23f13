# tk.sh - sourced by the toolkit's tests (tst.*.sh here), after ../lib.sh.
# TK is the toolkit directory; tool NAME ARGS... runs toolkit/NAME.d the
# way its #! line says (/usr/sbin/dtrace FLAGS), with the build's dtrace,
# writing stdout to $TMPDIR/out and stderr to $TMPDIR/err; it fails the
# test if dtrace fails.

TK=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../../toolkit" && pwd)

# The flags of a script's #! line ("-qs", "-s"): what a user running it gets.
tk_flags() {
	sed -n '1s|^#!/usr/sbin/dtrace \(-[a-zA-Z]*\)$|\1|p' "$TK/$1.d"
}

tool() {
	local name=$1 flags
	shift
	flags=$(tk_flags "$name")
	[ -n "$flags" ] || fail "$name.d: no #!/usr/sbin/dtrace line"
	"$DTRACE" $flags "$TK/$name.d" "$@" > "$TMPDIR/out" 2> "$TMPDIR/err" ||
		fail "$name.d $*: status $?: $(tail -3 "$TMPDIR/err")"
}

# rows AWKCOND: the output lines (of $TMPDIR/out) for which the awk condition holds.
rows() {
	awk "$1" "$TMPDIR/out"
}

# count_rows AWKCOND
count_rows() {
	awk "$1 { n++ } END { print n + 0 }" "$TMPDIR/out"
}

# hist_total TITLE: the sum of the counts of the histogram after the line matching TITLE.
hist_total() {
	awk -v t="$1" 'index($0, t) { on = 1; next }
		on && /^ *-?[0-9]+ \|/ { s += $NF; seen = 1; next }
		on && seen && !/^ *-?[0-9]+ \|/ && !/value/ { on = 0 }
		END { print s + 0 }' "$TMPDIR/out"
}

# a directory on a disk (not tmpfs), for block I/O; exits 77 if none.
disk_dir() {
	local dir=$TMPDIR
	[ "$(stat -f -c %T "$dir")" = tmpfs ] && dir=/var/tmp
	[ "$(stat -f -c %T "$dir")" = tmpfs ] && { echo "no disk-backed directory for block I/O"; exit 77; }
	echo "$dir"
}
