#!/bin/bash
# ASSERTION: compile errors end to end: DTrace's messages on stderr, the
# tag only with -x errtags, exit status 1, nothing on stdout.
. ../lib.sh
cd "$TMPDIR"
printf 'BEGIN\n{\n\tx = ;\n}\n' > syn.d
out=$("$DTRACE" -s syn.d 2>err); st=$?
expect_eq "status" 1 $st
expect_eq "stdout" "" "$out"
expect_eq "stderr" 'dtrace: failed to compile script syn.d: line 3: syntax error near ";"' "$(cat err)"

out=$("$DTRACE" -x errtags -s syn.d 2>err); st=$?
expect_eq "status with errtags" 1 $st
expect_eq "stderr with errtags" 'dtrace: failed to compile script syn.d: [D_SYNTAX] line 3: syntax error near ";"' "$(cat err)"

"$DTRACE" -n 'syscall::nosuchsyscall:entry' > /dev/null 2> err; st=$?
expect_eq "status (no probes)" 1 $st
expect_eq "stderr (no probes)" "dtrace: invalid probe specifier syscall::nosuchsyscall:entry: probe description syscall::nosuchsyscall:entry does not match any probes" "$(cat err)"

"$DTRACE" -Z -q -n 'syscall::nosuchsyscall:entry' -n 'BEGIN { exit(0); }' > /dev/null 2> err; st=$?
expect_eq "status with -Z" 0 $st

"$DTRACE" -x nosuchoption -n 'BEGIN { exit(0); }' > /dev/null 2> err; st=$?
expect_eq "status (unknown option)" 1 $st
expect_eq "stderr (unknown option)" "dtrace: failed to set -x nosuchoption: Invalid option name" "$(cat err)"
exit 0
