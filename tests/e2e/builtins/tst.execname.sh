#!/bin/bash
# ASSERTION: execname and pid of a process that a helper forks and execs
# are the exec'd program's; ppid is the forking helper's pid.
. ../lib.sh
out=$("$DTRACE" -q -c "$HELPERS/forkexec -n 3 $HELPERS/syscalls getppid=2" -n '
syscall::getppid:entry /execname == "syscalls" && ppid == $target/ { @[execname] = count(); @p = count(); }
syscall::getppid:entry /execname == "syscalls" && pid == $target/ { @wrong = count(); }
END { printa("%s %@d\n", @); printa("wrongpid %@d\n", @wrong); }') || fail "dtrace failed"
expect_eq "six getppid calls from three children" "syscalls 6" "$(echo "$out" | sed -n 1p)"
echo "$out" | grep -q wrongpid && fail "a child matched pid == \$target: $out"
exit 0
