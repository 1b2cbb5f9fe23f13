#!/bin/bash
# ASSERTION: proc probes on a shell script that runs a missing program, kills
# a child with SIGKILL and runs /bin/true:
#   exec fires in the child with args[0] the path (a string), and
#   exec-failure then with args[0] = ENOENT (2);
#   signal-send fires in the shell with the child as args[1]->pr_pid and
#   args[2] = 9, and that child's exit has args[0] = CLD_KILLED;
#   the other children exit with CLD_EXITED;
#   create's args[0]->pr_pid is the child that start then fires as, whose
#   ppid is the shell; exec-success shows the new program's name.
. ../lib.sh
cat > "$TMPDIR/t.sh" <<'SH'
#!/bin/sh
/nonexistent/program 2>/dev/null
sleep 5 &
kill -9 $!
wait
/bin/true
exit 0
SH
chmod +x "$TMPDIR/t.sh"
"$DTRACE" -q -c "$TMPDIR/t.sh" -n '
proc:::create /pid == $target/ { printf("create %d %d\n", args[0]->pr_pid, pid); }
proc:::start /ppid == $target/ { printf("start %d %d\n", pid, ppid); }
proc:::exec /ppid == $target/ { printf("exec %d %s\n", pid, args[0]); }
proc:::exec-failure /ppid == $target/ { printf("exec-failure %d %d\n", pid, args[0]); }
proc:::exec-success /ppid == $target/ { printf("exec-success %d %s\n", pid, execname); }
proc:::signal-send /pid == $target && args[2] == SIGKILL/ { printf("kill %d %d\n", args[1]->pr_pid, args[2]); }
proc:::exit /ppid == $target/ { printf("exit %d %d\n", pid, args[0]); }
proc:::exit /ppid == $target && args[0] == CLD_KILLED/ { printf("killed %d\n", pid); }
' > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
out=$TMPDIR/out
expect_eq "children created" 3 "$(grep -c '^create ' "$out")"
for c in $(awk '/^create /{ print $2 }' "$out"); do
	grep -q "^start $c [0-9]" "$out" || fail "no start as $c: $(cat "$out")"
done
parent=$(awk '/^create /{ print $3; exit }' "$out")
expect_eq "starts whose parent is the creator" 3 "$(awk -v p="$parent" '$1 == "start" && $3 == p' "$out" | wc -l)"
expect_eq "exec failures with ENOENT" 1 "$(grep -c '^exec-failure [0-9]* 2$' "$out")"
# the ENOENT one: the SIGKILL may also catch sleep's exec on its way (exec-failure
# with the kernel's ERESTARTNOINTR, 514, then its death)
failed=$(awk '/^exec-failure [0-9]* 2$/{ print $2 }' "$out")
expect_eq "the failed exec's path" "exec $failed /nonexistent/program" "$(grep "^exec $failed " "$out")"
victim=$(awk '/^kill /{ print $2 }' "$out")
[ -n "$victim" ] || fail "no signal-send of SIGKILL: $(cat "$out")"
expect_eq "signal" 9 "$(awk '/^kill /{ print $3 }' "$out")"
expect_eq "killed child" "$victim" "$(awk '/^killed /{ print $2 }' "$out")"
expect_eq "its exit reason (CLD_KILLED)" 2 "$(awk -v p="$victim" '$1 == "exit" && $2 == p { print $3 }' "$out")"
expect_eq "other exits with CLD_EXITED" 2 "$(awk -v p="$victim" '$1 == "exit" && $2 != p && $3 == 1' "$out" | wc -l)"
expect_eq "exec-success of true" 1 "$(grep -c '^exec-success [0-9]* true$' "$out")"
exit 0
