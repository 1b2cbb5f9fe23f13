#!/bin/bash
# ASSERTION: d_path(struct path *) is the path name, as fds[].fi_pathname
# and cwd are walked: the thread's pwd is cwd; the path of a file the
# process has open (its f_path) is that file's name.
. ../lib.sh
out=$("$DTRACE" -q -c "$HELPERS/forkexec /bin/true" -n '
rawtp:sched::sched_process_exec /ppid == $target/ {
	printf("%s %s\n", d_path(&curthread->fs->pwd) == cwd ? "pwd" : d_path(&curthread->fs->pwd),
	    d_path(&curthread->mm->exe_file->f_path)); }' 2> "$TMPDIR/err") || fail "dtrace failed: $(cat "$TMPDIR/err")"
expect_eq "paths" "pwd $(readlink -f /bin/true)" "$(echo "$out" | grep -v '^$')"
exit 0
