#!/bin/bash
# ASSERTION: exitsnoop.d shows how each process of the target ended: a
# child's exit(3) as "code 3", one killed by SIGKILL as "signal 9", the
# target's own exit(0) as "code 0", with the parent's PID, and ages that
# fit: the sleeper lived at least the 300 ms it was given.
. ../lib.sh
. ./tk.sh

cat > "$TMPDIR/work.sh" <<'W'
#!/bin/sh
/bin/sh -c 'exit 3'
"$1/tkwork" sleep=10000 &
sleep 0.3
kill -KILL $!
wait
exit 0
W
chmod +x "$TMPDIR/work.sh"
tool exitsnoop -c "$TMPDIR/work.sh $HELPERS"
expect_eq "header" "PID PPID COMM AGE(ms) EXIT" "$(head -1 "$TMPDIR/out" | tr -s ' ' | sed 's/^ //')"
expect_eq "exit 3" "sh code 3" "$(rows '$3 == "sh" { print $3, $5, $6 }')"
expect_eq "the target" "work.sh code 0" "$(rows '$3 == "work.sh" && $5 == "code" { print $3, $5, $6 }')"
expect_eq "SIGKILL" "tkwork signal 9" "$(rows '$3 == "tkwork" { print $3, $5, $6 }')"
age=$(rows '$3 == "tkwork" { print $4 }')
expect_range "the sleeper's age (ms)" 290 10000 "$age"
target=$(rows '$3 == "work.sh" && $5 == "code" { print $1 }')
expect_eq "parent of sh" "$target" "$(rows '$3 == "sh" { print $2 }')"
exit 0
