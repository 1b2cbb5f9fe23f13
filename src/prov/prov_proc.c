/*
 * prov_proc.c - the proc provider: process and thread life cycle, on the
 * kernel's task, sched, signal and syscall tracepoints (the sched and task
 * ones attached raw, for their task_struct pointers), each fired in the
 * context DTrace documents, with its translated arguments (dlib.c).
 *
 *   create         task_newtask, not CLONE_THREAD  (the parent; args[0]: the child's psinfo_t)
 *   start          task_newtask, not CLONE_THREAD  (as the child: ap->task_arg)
 *   lwp-create     task_newtask, CLONE_THREAD      (the creator; args[0], args[1]: the new thread)
 *   lwp-start      task_newtask, CLONE_THREAD      (as the new thread)
 *   exec           syscalls/sys_enter_execve and   (before the exec; args[0]: the path, a string
 *                  sys_enter_execveat              read from the caller's memory; execveat's
 *                                                   as given: "" with AT_EMPTY_PATH (fexecve),
 *                                                   relative to its directory descriptor)
 *   exec-success   sched_process_exec              (the new program)
 *   exec-failure   syscalls/sys_exit_execve and    (args[0]: the errno)
 *                  sys_exit_execveat < 0
 *   exit           sched_process_exit, group_dead  (args[0]: CLD_EXITED, CLD_KILLED, CLD_DUMPED;
 *                                                   where the tracepoint has no group_dead
 *                                                   argument (before Linux 6.16), when the
 *                                                   group's live-thread count is 0:
 *                                                   PROBE_ARG_LIVE)
 *   lwp-exit       sched_process_exit              (every thread)
 *   signal-send    signal_generate                 (the sender; args[0], args[1]: the target, args[2]: the signal)
 *   signal-discard signal_generate, result IGNORED (the sender; args as signal-send: the
 *                                                   target ignores the signal)
 *   signal-handle  signal_deliver                  (the receiver; args[0]: the signal, args[1]: its
 *                                                   siginfo_t, args[2]: the handler)
 *   signal-clear   syscalls/sys_exit_rt_sigtimedwait > 0 (the thread that took a pending signal
 *                                                   with sigwait, sigwaitinfo or sigtimedwait;
 *                                                   args[0]: the signal)
 *
 * start and lwp-start fire as the new thread is made rather than when it
 * first runs. exec's path is read where the system call begins, from the
 * caller's memory, which a BPF program cannot fault in: a page the
 * caller has not mapped yet (a string constant of a forked child that
 * has not touched it, its file page not copied at fork) reads as an
 * invalid address error. A ptraced process
 * (a dtrace -c target) ignores no signal at generation: the kernel hands
 * it every one to deliver, so signal-discard fires for untraced ones only.
 */
#include "prov_table.h"

#include "../base/util.h"
#include "../rt/attach.h"

#define TASK "struct task_struct *"
#define CLONE_THREAD_FLAG 0x10000
#define TRACE_SIGNAL_IGNORED 1 /* signal_generate's result: the signal was ignored */

#define XARG(raw, xt) { .type = TASK, .off = (uint16_t)(8 * (raw)), .size = 8, .xlate = xt }
#define RAWARG(raw) { .off = (uint16_t)(8 * (raw)), .size = 8 }
#define THREAD(a) { { .arg = (a), .mask = CLONE_THREAD_FLAG } }
#define NOT_THREAD(a) { { .arg = (a), .eq = true, .mask = CLONE_THREAD_FLAG, .val = 0 } }
#define RAW(ev) PROV_ROW_RAW_TP, NULL, ev, NULL
#define SYSCALLS(ev) PROV_ROW_TRACEPOINT, "syscalls", ev, NULL
#define SYSCALLS2(ev, alt) PROV_ROW_TRACEPOINT, "syscalls", ev, alt /* the same program on both */

static const struct prov_row proc_rows[] = {
	{ "create", RAW("task_newtask"), 1, 1, { XARG(0, "psinfo_t *"), RAWARG(1) }, 0, false,
	  NOT_THREAD(2) },
	{ "start", RAW("task_newtask"), 0, 1, { RAWARG(1) }, 1, false, NOT_THREAD(1) },
	{ "lwp-create", RAW("task_newtask"), 2, 1,
	  { XARG(0, "lwpsinfo_t *"), XARG(0, "psinfo_t *"), RAWARG(1) }, 0, false, THREAD(3) },
	{ "lwp-start", RAW("task_newtask"), 0, 1, { RAWARG(1) }, 1, false, THREAD(1) },
	{ "exec", SYSCALLS2("sys_enter_execve", "sys_enter_execveat"), 1, 0,
	  { { .type = "__dtrace_execenter_t *", .size = 8, .from = PROBE_ARG_CTXADDR,
	      .xlate = "__dtrace_execpath_t.path" } },
	  0, false, { { 0 } } },
	{ "exec-success", RAW("sched_process_exec"), 0, 0, { { .type = NULL } }, 0, false, { { 0 } } },
	{ "exec-failure", SYSCALLS2("sys_exit_execve", "sys_exit_execveat"), 1, 1,
	  { { .type = "long", .off = 16, .size = 8, .is_signed = true, .xlate = "__dtrace_errno_t.err" },
	    { .off = 16, .size = 8 } },
	  0, false, { { .arg = 2, .mask = 1ull << 63 } } },
	{ "exit", RAW("sched_process_exit"), 1, 1, { XARG(0, "__dtrace_exit_t.reason"), RAWARG(1) }, 0, false,
	  { { .arg = 2, .mask = 0xff } } },
	{ "exit", RAW("sched_process_exit"), 1, 1,
	  { XARG(0, "__dtrace_exit_t.reason"), { .off = 0, .size = 8, .from = PROBE_ARG_LIVE } }, 0, false,
	  { { .arg = 2, .eq = true, .mask = 0xffffffff, .val = 0 } } },
	{ "lwp-exit", RAW("sched_process_exit"), 0, 0, { { .type = NULL } }, 0, false, { { 0 } } },
	{ "signal-send", RAW("signal_generate"), 3, 0,
	  { XARG(2, "lwpsinfo_t *"), XARG(2, "psinfo_t *"), { .type = "int", .off = 0, .size = 4, .is_signed = true } },
	  0, false, { { 0 } } },
	{ "signal-discard", RAW("signal_generate"), 3, 1,
	  { XARG(2, "lwpsinfo_t *"), XARG(2, "psinfo_t *"), { .type = "int", .off = 0, .size = 4, .is_signed = true },
	    RAWARG(4) },
	  0, false, { { .arg = 4, .eq = true, .mask = 0xffffffff, .val = TRACE_SIGNAL_IGNORED } } },
	{ "signal-handle", RAW("signal_deliver"), 3, 0,
	  { { .type = "int", .off = 0, .size = 4, .is_signed = true },
	    { .type = "struct kernel_siginfo *", .off = 8, .size = 8, .xlate = "siginfo_t *" },
	    { .type = "void (*)(int)", .off = 16, .size = 8, .from = PROBE_ARG_KMEM, .val = 0 } },
	  0, false, { { 0 } } },
	{ "signal-clear", SYSCALLS("sys_exit_rt_sigtimedwait"), 1, 1,
	  { { .type = "int", .off = 16, .size = 4, .is_signed = true }, { .off = 16, .size = 8 } },
	  0, false, { { .arg = 2, .eq = true, .mask = 1ull << 63, .val = 0 }, { .arg = 2, .mask = ~0ull } } },
};

static const struct prov_table proc_table = { "proc", proc_rows, ARRAY_LEN(proc_rows), NULL };

/* exit: the row with group_dead where the tracepoint passes it, else the one counting live threads */
enum { ROW_EXIT = 7, ROW_EXIT_LIVE = 8 };
static const struct prov_need proc_needs[] = { { ROW_EXIT, 2, NULL }, { ROW_EXIT_LIVE, -2, NULL } };

static int proc_list(const struct provider *prv, struct host *h, probe_visit_fn *visit)
{
	return prov_table_list_needs(prv, h, visit, proc_needs, ARRAY_LEN(proc_needs));
}

const struct provider prov_proc = {
	.name = "proc",
	.list = proc_list,
	.plan = prov_table_plan,
	.attach = prov_table_attach,
	.detach = attach_detach_perf,
	.table = &proc_table,
};
