#!/bin/bash
# ASSERTION: execname follows prctl(PR_SET_NAME), and a short name set
# after a long one is the same aggregation key and the same string as
# that name set first: no bytes of the longer name survive after its NUL
# (execname is read as whole words from the task). Comparisons with
# literals agree with strcmp: equal only for the whole name, 15
# characters at most (the comm's size), either operand order, == and !=
# (@a and @toolong never fire, so printa prints nothing for them).
. ../lib.sh
out=$("$DTRACE" -q -c "$HELPERS/syscalls name=ab getppid=3 name=abcdefghijklmno getppid=2 name=ab getppid=4" -n '
syscall::getppid:entry /pid == $target/ { @[execname] = count(); }
syscall::getppid:entry /pid == $target && execname == "ab"/ { @ab = count(); }
syscall::getppid:entry /pid == $target && "ab" != execname/ { @notab = count(); }
syscall::getppid:entry /pid == $target && execname == "a"/ { @a = count(); }
syscall::getppid:entry /pid == $target && execname == "abcdefghijklmno"/ { @long = count(); }
syscall::getppid:entry /pid == $target && execname == "abcdefghijklmnop"/ { @toolong = count(); }
syscall::getppid:entry /pid == $target/ { @len[strlen(execname)] = count(); }
END { printa("%s %@d\n", @); printa("ab %@d\n", @ab); printa("notab %@d\n", @notab);
      printa("a %@d\n", @a); printa("long %@d\n", @long); printa("toolong %@d\n", @toolong);
      printa("len %d %@d\n", @len); }') || fail "dtrace failed"
expect_eq "keys and comparisons" "abcdefghijklmno 2
ab 7
ab 7
notab 2
long 2
len 15 2
len 2 7" "$(echo "$out" | grep -v '^$')"
exit 0
