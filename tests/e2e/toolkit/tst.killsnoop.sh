#!/bin/bash
# ASSERTION: killsnoop.d shows the signals the target sends: SIGTERM to
# its child (delivered: 0) and a check (signal 0) of a PID that does not
# exist (ESRCH: 3).
. ../lib.sh
. ./tk.sh

cat > "$TMPDIR/work.sh" <<'W'
#!/bin/sh
echo $$ > "$1/shpid"
sleep 10 &
echo $! > "$1/sleeper"
kill -TERM $!
kill -0 999999999 2> /dev/null
wait
exit 0
W
chmod +x "$TMPDIR/work.sh"
tool killsnoop -c "$TMPDIR/work.sh $TMPDIR"
sh=$(cat "$TMPDIR/shpid")
sleeper=$(cat "$TMPDIR/sleeper")
expect_eq "header" "FROM COMM SIG TO RESULT" "$(head -1 "$TMPDIR/out" | tr -s ' ' | sed 's/^ //')"
expect_eq "SIGTERM" "$sh work.sh 15 $sleeper 0" "$(rows '$3 == 15 { print $1, $2, $3, $4, $5 }')"
expect_eq "kill -0" "$sh work.sh 0 999999999 3" "$(rows '$3 == 0 { print $1, $2, $3, $4, $5 }')"
exit 0
