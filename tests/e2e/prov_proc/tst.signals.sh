#!/bin/bash
# ASSERTION: the signal probes on a target (sigwaiter 5) that blocks SIGUSR1
# and SIGUSR2, takes five SIGUSR1 from its child with sigwait() and one
# SIGUSR2 with sigwaitinfo(), waits in vain with sigtimedwait() and sends
# itself a handled SIGHUP, while the child sends itself an ignored SIGURG:
#   signal-clear fires in the target for each signal taken (args[0] 10 x5,
#   12 x1), never for the timeout;
#   signal-send fires in the child with the target as args[1]->pr_pid and
#   args[0]->pr_lwpid, args[2] the signal, once per kill() and once for the
#   SIGCHLD (17) its exit sends;
#   signal-discard fires for the SIGURG (args[2] 23, args[1] the child's
#   psinfo);
#   signal-handle fires for the SIGHUP only (not the signals sigwait took),
#   with args[1]->si_pid = the sender (the target itself), si_signo = 1,
#   args[2] the handler (not SIG_DFL/SIG_IGN);
#   -lv types signal-handle's arguments as DTrace does: int, siginfo_t *,
#   void (*)(int).
. ../lib.sh
"$DTRACE" -q -c "$HELPERS/sigwaiter 5" -n '
proc:::signal-clear /pid == $target/ { @clear[args[0]] = count(); }
proc:::signal-send /ppid == $target && args[1]->pr_pid == $target && args[0]->pr_lwpid == $target/
	{ @send[args[2]] = count(); }
proc:::signal-discard /ppid == $target && args[1]->pr_pid == pid/
	{ @discard[args[2]] = count(); }
proc:::signal-handle /pid == $target && args[0] != SIGCHLD/
	{ printf("handle %d %d %d %d\n", args[0], args[1]->si_signo, args[1]->si_pid == $target,
	    (uintptr_t)args[2] > 1); }
END {
	printa("clear %d %@d\n", @clear);
	printa("send %d %@d\n", @send);
	printa("discard %d %@d\n", @discard);
}' > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err") $(cat "$TMPDIR/out")"
out=$TMPDIR/out
expect_eq "signal-clear" "clear 10 5
clear 12 1" "$(grep '^clear ' "$out" | sort)"
expect_eq "signal-send from the child" "send 10 5
send 12 1
send 17 1" "$(grep '^send ' "$out" | sort)"
expect_eq "signal-discard" "discard 23 1" "$(grep '^discard ' "$out")"
expect_eq "signal-handle" "handle 1 1 1 1" "$(grep '^handle ' "$out")"
types=$("$DTRACE" -lv -n proc:::signal-handle | awk '/^\t\targs\[/ { sub(/^\t\t/, ""); print }')
expect_eq "signal-handle's argument types" "args[0]: int
args[1]: siginfo_t *
args[2]: void (*)(int)" "$types"
exit 0
