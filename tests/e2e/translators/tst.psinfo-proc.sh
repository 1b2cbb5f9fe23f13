#!/bin/bash
# ASSERTION: curpsinfo, curlwpsinfo and curcpu hold what /proc says of the
# process: at its getppid() call (then it sleeps, while /proc is read)
# pid, ppid, process group, session, threads, nice, image size (KB),
# resident size (KB: at least half of what it has when /proc is read), start time (seconds since the epoch, in
# the last minute), argc (the helper and two arguments), no controlling
# tty (-1); the thread is on the CPU the probe fires on, in system call
# 110 (getppid on x86_64); pr_lwp is curlwpsinfo's translation.
. ../lib.sh
"$DTRACE" -qw -c "$HELPERS/syscalls getppid=1 sleep=1500" -n '
syscall::getppid:entry /pid == $target/ {
	printf("ids %d %d %d %d %d %d\n", curpsinfo->pr_pid, curpsinfo->pr_ppid, curpsinfo->pr_pgid,
	    curpsinfo->pr_sid, curpsinfo->pr_nlwp, curlwpsinfo->pr_nice);
	printf("size %d %d\n", curpsinfo->pr_size, curpsinfo->pr_rssize);
	printf("start %d\n", curpsinfo->pr_start.tv_sec);
	printf("argc %d tty %d model %d\n", curpsinfo->pr_argc, curpsinfo->pr_ttydev == PRNODEV ? -1 : 0, curpsinfo->pr_dmodel);
	printf("lwp %d %c %d %d %d %s\n", curlwpsinfo->pr_lwpid == tid, curlwpsinfo->pr_sname,
	    curlwpsinfo->pr_onpro == cpu, curcpu->cpu_id == cpu, curlwpsinfo->pr_syscall,
	    curcpu->cpu_info.pi_processor_type);
	printf("nested %d %d\n", curpsinfo->pr_lwp.pr_lwpid == curlwpsinfo->pr_lwpid,
	    curpsinfo->pr_lwp.pr_name == curlwpsinfo->pr_name && curpsinfo->pr_lwp.pr_pri == curlwpsinfo->pr_pri);
	system("cat /proc/%d/stat", pid);
}' > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "status $?: $(cat "$TMPDIR/err")"
stat=$(grep -v '^[a-z]* ' "$TMPDIR/out" | grep -v '^$' | sed 's/^.*) //')
[ -n "$stat" ] || fail "no /proc/PID/stat: $(cat "$TMPDIR/out")"
# fields from the state on: 3 state, 4 ppid, 5 pgrp, 6 session, 7 tty_nr, 19 nice, 20 threads,
# 23 vsize (bytes), 24 rss (pages)
set -- $stat
ppid=$2 pgrp=$3 sid=$4 tty=$5 nice=${17} nthr=${18} vsize=${21} rss=${22}
pid=$(awk '/^ids /{ print $2 }' "$TMPDIR/out")
expect_eq "ids" "ids $pid $ppid $pgrp $sid $nthr $nice" "$(grep '^ids ' "$TMPDIR/out")"
set -- $(grep '^size ' "$TMPDIR/out")
expect_eq "pr_size (KB)" $((vsize / 1024)) "$2"
expect_range "pr_rssize (KB)" $((rss * 2)) $((rss * 4 + 256)) "$3"
now=$(date +%s)
expect_range "pr_start" $((now - 60)) "$now" "$(awk '/^start /{ print $2 }' "$TMPDIR/out")"
[ "$tty" = 0 ] || fail "the helper has a controlling tty ($tty): the test expects none"
expect_eq "argc, tty, data model" "argc 3 tty -1 model 2" "$(grep '^argc ' "$TMPDIR/out")"
expect_eq "lwp" "lwp 1 O 1 1 110 x86_64" "$(grep '^lwp ' "$TMPDIR/out")"
expect_eq "nested" "nested 1 1" "$(grep '^nested ' "$TMPDIR/out")"
exit 0
