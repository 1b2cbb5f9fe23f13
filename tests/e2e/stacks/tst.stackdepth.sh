#!/bin/bash
# ASSERTION: stackdepth is the number of frames stack() prints for the same
# firing, and caller is the second of them (the return address in the
# function that called the one the probe is in), for every kind of kernel
# attachment: a raw tracepoint per system call, the raw_syscalls form that
# serves all of them, a perf tracepoint (sdt: system call entry and return,
# whose registers some kernels, 6.1, give as the user's: the stack is then
# the current task's, walked), rawtp, sched (off-cpu where
# the thread blocks; on-cpu, whose stack is the one stashed when it left),
# proc (exit: a raw tracepoint; exec, exec-success: perf tracepoints),
# profile (the interrupted kernel code) and tick. The tracing
# machinery's frames (the program, bpf_trace_run, __traceiter_...) are on
# none of them: a system call entry's first frame is the function that fires
# the tracepoint, its caller do_syscall_64; off-cpu's is __schedule.
# That walk takes the task from bpf_get_current_task_btf() (5.11): a
# kernel that hands the user's registers and lacks it (5.10) gives those
# perf tracepoints no kernel stack: stack() prints none, stackdepth is 0
# and caller 0 there, as check_blocks checks, and their frames are not
# compared.
. ../lib.sh
. ./kstack.sh
walk=1
grep -qa BPF_FUNC_get_current_task_btf /sys/kernel/btf/vmlinux || walk=0

out=$TMPDIR/out
"$DTRACE" -q -x stackframes=100 -c "$HELPERS/syscalls getppid=2 sleep=20 read=3000:65536" -n "
syscall::getppid:entry /pid == \$target/ { printf(\"== syscall-entry\n\"); $KBLOCK }
syscall::getppid:return /pid == \$target/ { printf(\"== syscall-return\n\"); $KBLOCK }
sdt:syscalls::sys_enter_getppid /pid == \$target/ { printf(\"== sdt\n\"); $KBLOCK }
sdt:syscalls::sys_exit_getppid /pid == \$target/ { printf(\"== sdt-return\n\"); $KBLOCK }
rawtp:sched::sched_process_exit /pid == \$target/ { printf(\"== rawtp\n\"); $KBLOCK }
proc:::exit /pid == \$target/ { printf(\"== proc-exit\n\"); $KBLOCK }
sched:::off-cpu /pid == \$target && off++ < 3/ { printf(\"== off-cpu\n\"); $KBLOCK }
sched:::on-cpu /pid == \$target && on++ < 3/ { printf(\"== on-cpu\n\"); $KBLOCK }
profile-997 /pid == \$target && arg0 && prof++ < 3/ { printf(\"== profile\n\"); $KBLOCK }
tick-1ms /ticks++ < 3/ { printf(\"== tick\n\"); $KBLOCK }
" > "$out" 2> "$TMPDIR/err" || fail "dtrace: $(cat "$TMPDIR/err")"
check_blocks "$out" > "$TMPDIR/sum" 2> "$TMPDIR/bad" || fail "$(head -3 "$TMPDIR/bad")"

expect_eq "syscall entries" 2 "$(blocks "$TMPDIR/sum" syscall-entry)"
expect_eq "syscall returns" 2 "$(blocks "$TMPDIR/sum" syscall-return)"
expect_eq "sdt firings" 2 "$(blocks "$TMPDIR/sum" sdt)"
expect_eq "sdt-return firings" 2 "$(blocks "$TMPDIR/sum" sdt-return)"
expect_eq "rawtp firings" 1 "$(blocks "$TMPDIR/sum" rawtp)"
expect_eq "proc:::exit firings" 1 "$(blocks "$TMPDIR/sum" proc-exit)"
expect_eq "tick firings" 3 "$(blocks "$TMPDIR/sum" tick)"
expect_range "off-cpu firings" 1 3 "$(blocks "$TMPDIR/sum" off-cpu)"
expect_range "profile firings" 1 3 "$(blocks "$TMPDIR/sum" profile)"
expect_eq "syscall-entry caller" 'vmlinux`do_syscall_64' \
	"$(awk '$1 == "syscall-entry" { print $3 }' "$TMPDIR/sum" | sort -u)"
if [ $walk = 1 ] || [ "$(awk '$1 ~ /^sdt/ { print $2 }' "$TMPDIR/sum" | sort -u)" != - ]; then
	expect_eq "sdt caller" 'vmlinux`do_syscall_64' "$(awk '$1 == "sdt" { print $3 }' "$TMPDIR/sum" | sort -u)"
	expect_eq "sdt's first frame" "$(awk '$1 == "syscall-entry" { print $2 }' "$TMPDIR/sum" | sort -u)" \
		"$(awk '$1 == "sdt" { print $2 }' "$TMPDIR/sum" | sort -u)"
	expect_eq "sdt-return's first frame" "$(awk '$1 == "syscall-return" { print $2 }' "$TMPDIR/sum" | sort -u)" \
		"$(awk '$1 == "sdt-return" { print $2 }' "$TMPDIR/sum" | sort -u)"
fi
expect_eq "off-cpu's first frame" 'vmlinux`__schedule' "$(awk '$1 == "off-cpu" { print $2 }' "$TMPDIR/sum" | sort -u)"
# the on-cpu stacks are off-cpu's (the first on-cpu, before any off-cpu, has none)
awk '$1 == "on-cpu" && $2 != "-" && $2 != "vmlinux`__schedule" { exit 1 }' "$TMPDIR/sum" ||
	fail "on-cpu stack not where the thread left: $(grep on-cpu "$TMPDIR/sum")"
# proc:::exit and rawtp sched_process_exit fire at the same place in do_exit
expect_eq "exit frames" "$(awk '$1 == "rawtp" { print $2, $3 }' "$TMPDIR/sum")" \
	"$(awk '$1 == "proc-exit" { print $2, $3 }' "$TMPDIR/sum")"

# proc:::exec (syscalls/sys_enter_execve: the registers are taken in
# perf_syscall_enter) and exec-success, in the child of forkexec
"$DTRACE" -q -x stackframes=100 -c "$HELPERS/forkexec /bin/true" -n "
proc:::exec /ppid == \$target/ { printf(\"== exec\n\"); $KBLOCK }
proc:::exec-success /ppid == \$target/ { printf(\"== exec-success\n\"); $KBLOCK }
" > "$out" 2> "$TMPDIR/err" || fail "dtrace: $(cat "$TMPDIR/err")"
check_blocks "$out" > "$TMPDIR/sum" 2> "$TMPDIR/bad" || fail "$(head -3 "$TMPDIR/bad")"
expect_eq "exec firings" 1 "$(blocks "$TMPDIR/sum" exec)"
expect_eq "exec-success firings" 1 "$(blocks "$TMPDIR/sum" exec-success)"
[ $walk = 0 ] && [ "$(awk '$1 == "exec" { print $2 }' "$TMPDIR/sum")" = - ] ||
	expect_eq "exec caller" 'vmlinux`do_syscall_64' "$(awk '$1 == "exec" { print $3 }' "$TMPDIR/sum")"
exit 0
