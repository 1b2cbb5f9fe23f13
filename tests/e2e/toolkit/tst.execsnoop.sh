#!/bin/bash
# ASSERTION: execsnoop.d -c CMD prints a row for each program CMD's
# children exec, with its PID, its parent's PID, its name and its whole
# command line.
. ../lib.sh
. ./tk.sh

cat > "$TMPDIR/work.sh" <<'W'
#!/bin/sh
echo $$ > "$1/shpid"
/bin/echo tk-marker one two > /dev/null
/bin/true tk-marker-2
W
chmod +x "$TMPDIR/work.sh"
tool execsnoop -c "$TMPDIR/work.sh $TMPDIR"
sh=$(cat "$TMPDIR/shpid")
expect_eq "header" "TIME PID PPID UID COMM ARGS" "$(head -1 "$TMPDIR/out" | tr -s ' ')"
expect_eq "echo's row" "$sh 0 echo /bin/echo tk-marker one two" \
	"$(rows '$NF == "two" { print $6, $7, $8, $9, $10, $11, $12 }')"
expect_eq "true's row" "$sh 0 true /bin/true tk-marker-2" \
	"$(rows '$NF == "tk-marker-2" { print $6, $7, $8, $9, $10 }')"
pid=$(rows '$NF == "two" { print $5 }')
[ "$pid" != "$sh" ] && [ "$pid" -gt 0 ] || fail "echo's pid $pid"
exit 0
