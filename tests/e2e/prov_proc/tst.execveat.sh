#!/bin/bash
# ASSERTION: the exec probes see execveat(2) as they see execve(2): forkexec
# runs /bin/true with execveat by path (-at), /bin/true by descriptor with
# an empty path and AT_EMPTY_PATH (-fd, fexecve's way), and a missing
# program by path:
#   exec fires in each child with args[0] the path as given ("" for the
#   descriptor), exec-success then with the new program's execname (by
#   descriptor: its file's name), and
#   for the missing one exec-failure with args[0] = ENOENT (2);
#   no exec of forkexec itself goes unseen (one exec per child).
. ../lib.sh
script='
proc:::exec /ppid == $target/ { printf("exec %d [%s]\n", pid, args[0]); }
proc:::exec-success /ppid == $target/ { printf("exec-success %d %s\n", pid, execname); }
proc:::exec-failure /ppid == $target/ { printf("exec-failure %d %d\n", pid, args[0]); }
'
run() {
	"$DTRACE" -q -c "$HELPERS/forkexec $*" -n "$script" > "$TMPDIR/out" 2> "$TMPDIR/err" ||
		fail "forkexec $*: status $?: $(cat "$TMPDIR/err")"
	# the child's pid replaced by C: the lines in order
	awk 'NF { $2 = "C"; print }' "$TMPDIR/out"
}
expect_eq "execveat by path" "exec C [/bin/true]
exec-success C true" "$(run -at /bin/true)"
# the new program's name is its file's (busybox, where /bin/true links to it);
# older kernels (Debian 11's 5.10; 12's 6.1 has the change) name it after the
# descriptor's number, and execname says what the kernel says
fdname=$(basename "$(readlink -f /bin/true)")
got=$(run -fd /bin/true)
num=$(sed -n 's/^exec-success C \([0-9][0-9]*\)$/\1/p' <<< "$got")
[ -n "$num" ] && fdname=$num
expect_eq "execveat by descriptor" "exec C []
exec-success C $fdname" "$got"
expect_eq "execveat of a missing program" "exec C [/nonexistent/program]
exec-failure C 2" "$(run -at /nonexistent/program 2> /dev/null)"
exit 0
