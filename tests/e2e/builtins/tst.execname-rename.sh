#!/bin/bash
# ASSERTION: execname follows prctl(PR_SET_NAME), and a short name set
# after a long one is the same aggregation key and the same string as
# that name set first: no bytes of the longer name survive after its NUL
# (execname is read as whole words from the task on syscall probes).
. ../lib.sh
out=$("$DTRACE" -q -c "$HELPERS/syscalls name=ab getppid=3 name=abcdefghijklmno getppid=2 name=ab getppid=4" -n '
syscall::getppid:entry /pid == $target/ { @[execname] = count(); }
syscall::getppid:entry /pid == $target && execname == "ab"/ { @ab = count(); }
syscall::getppid:entry /pid == $target/ { @len[strlen(execname)] = count(); }
END { printa("%s %@d\n", @); printa("ab %@d\n", @ab); printa("len %d %@d\n", @len); }') || fail "dtrace failed"
expect_eq "keys" "abcdefghijklmno 2
ab 7
ab 7
len 15 2
len 2 7" "$(echo "$out" | grep -v '^$')"
exit 0
