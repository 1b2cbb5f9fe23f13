#!/bin/bash
# -x metricstacks: a stack key of /metrics becomes a label, the folded
# stack (outermost frame first, frames joined by ';').
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_http.sh"

http_start "$TMPDIR/out" "$TMPDIR/err" -q -x aggrate=100ms -x metricstacks -n '
syscall::getppid:entry /pid == $target/ { @st[ustack(3)] = count(); }' \
	-c "$HELPERS/syscalls getppid=200 sleep=4000"
http_wait /metrics '^dtrace_st\{key1="[^"]*;[^"]*"\} 200$'
grep -qF 'syscalls`main;' "$TMPDIR/wait.body" || { cat "$TMPDIR/wait.body"; fail "no main frame before its callee"; }
http_stop
