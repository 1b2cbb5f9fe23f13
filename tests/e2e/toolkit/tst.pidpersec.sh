#!/bin/bash
# ASSERTION: pidpersec.d prints a line a second with the processes created
# and the programs executed in it: while the target runs /bin/true 30
# times, the lines' PID/s add up to at least 30 (fork) and EXEC/s to at
# least 30 (the whole system's are counted, so more is fine).
. ../lib.sh
. ./tk.sh

cat > "$TMPDIR/work.sh" <<'W'
#!/bin/sh
i=0
while [ $i -lt 30 ]; do /bin/true; i=$((i + 1)); done
sleep 2.2
W
chmod +x "$TMPDIR/work.sh"
tool pidpersec -c "$TMPDIR/work.sh"
expect_eq "header" "TIME LASTPID PID/s EXEC/s" "$(head -1 "$TMPDIR/out" | tr -s ' ')"
lines=$(count_rows 'NR > 1 && NF == 7')
expect_range "lines" 2 5 "$lines"
expect_range "forks" 30 100000 "$(rows 'NR > 1 { s += $6 } END { print s }')"
expect_range "execs" 30 100000 "$(rows 'NR > 1 { s += $7 } END { print s }')"
exit 0
