#!/bin/bash
# ASSERTION: the acceptance one-liner
#   proc:::exec-success { printf("%d %s\n", pid, curpsinfo->pr_psargs); }
# prints each new program's pid and its arguments joined by spaces: two
# children of forkexec running "/bin/echo hello big world" print that line
# with the pids proc:::create gave them; curpsinfo's pr_pid, pr_ppid,
# pr_uid and pr_fname and curlwpsinfo's pr_lwpid agree with pid, ppid,
# uid, execname and tid.
. ../lib.sh
"$DTRACE" -q -c "$HELPERS/forkexec -n 2 /bin/echo hello big world" -n '
proc:::create /pid == $target/ { printf("child %d\n", args[0]->pr_pid); }
proc:::exec-success /ppid == $target/ { printf("%d %s\n", pid, curpsinfo->pr_psargs); }
proc:::exec-success /ppid == $target/ {
	printf("agree %d\n", curpsinfo->pr_pid == pid && curpsinfo->pr_ppid == ppid && curpsinfo->pr_ppid == $target &&
	    curpsinfo->pr_uid == uid && curpsinfo->pr_fname == execname && curlwpsinfo->pr_lwpid == tid);
}' > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
expect_eq "children" 2 "$(grep -c '^child ' "$TMPDIR/out")"
for c in $(awk '/^child /{ print $2 }' "$TMPDIR/out"); do
	grep -qx "$c /bin/echo hello big world" "$TMPDIR/out" || fail "no '$c /bin/echo hello big world': $(cat "$TMPDIR/out")"
done
expect_eq "curpsinfo agreeing with the built-in variables" "agree 1
agree 1" "$(grep '^agree ' "$TMPDIR/out")"
exit 0
