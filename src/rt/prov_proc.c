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
 *   exec           syscalls/sys_enter_execve       (before the exec; args[0]: the path)
 *   exec-success   sched_process_exec              (the new program)
 *   exec-failure   syscalls/sys_exit_execve < 0    (args[0]: the errno)
 *   exit           sched_process_exit, group_dead  (args[0]: CLD_EXITED, CLD_KILLED, CLD_DUMPED)
 *   lwp-exit       sched_process_exit              (every thread)
 *   signal-send    signal_generate                 (the sender; args[0], args[1]: the target, args[2]: the signal)
 *   signal-handle  signal_deliver                  (the receiver; args[0]: the signal)
 *
 * start and lwp-start fire as the new thread is made rather than when it
 * first runs. signal-clear (a pending signal taken by sigwait) has no
 * tracepoint: it would need fbt, and is not offered.
 */
#include "provider.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <bpf/bpf.h>

#include "../base/util.h"
#include "attach.h"
#include "host.h"
#include "session.h"

#define TASK "struct task_struct *"
#define CLONE_THREAD_FLAG 0x10000

struct proc_row {
	const char *name;
	const char *cat;         /* perf tracepoint category; NULL: raw tracepoint */
	const char *event;
	uint32_t nargs;          /* args[] (then the condition's argument, if any) */
	struct probe_arg args[4];
	uint8_t task_arg;
	struct probe_cond cond;  /* on its last argument, hidden from args[] */
};

#define XARG(raw, xt) { .type = TASK, .off = (uint16_t)(8 * (raw)), .size = 8, .xlate = xt }
#define RAWARG(raw) { .off = (uint16_t)(8 * (raw)), .size = 8 }
#define NOARGS { { .type = NULL } }
#define THREAD(a) { .arg = (a), .mask = CLONE_THREAD_FLAG }
#define NOT_THREAD(a) { .arg = (a), .eq = true, .mask = CLONE_THREAD_FLAG, .val = 0 }

static const struct proc_row proc_rows[] = {
	{ "create", NULL, "task_newtask", 2, { XARG(0, "psinfo_t *"), RAWARG(1) }, 0, NOT_THREAD(2) },
	{ "start", NULL, "task_newtask", 1, { RAWARG(1) }, 1, NOT_THREAD(1) },
	{ "lwp-create", NULL, "task_newtask", 3,
	  { XARG(0, "lwpsinfo_t *"), XARG(0, "psinfo_t *"), RAWARG(1) }, 0, THREAD(3) },
	{ "lwp-start", NULL, "task_newtask", 1, { RAWARG(1) }, 1, THREAD(1) },
	{ "exec", "syscalls", "sys_enter_execve", 1,
	  { { .type = "uintptr_t", .off = 16, .size = 8 } }, 0, { 0 } },
	{ "exec-success", NULL, "sched_process_exec", 0, NOARGS, 0, { 0 } },
	{ "exec-failure", "syscalls", "sys_exit_execve", 2,
	  { { .type = "long", .off = 16, .size = 8, .is_signed = true, .xlate = "__dtrace_errno_t.err" },
	    { .off = 16, .size = 8 } },
	  0, { .arg = 2, .mask = 1ull << 63 } },
	{ "exit", NULL, "sched_process_exit", 2, { XARG(0, "__dtrace_exit_t.reason"), RAWARG(1) }, 0,
	  { .arg = 2, .mask = 0xff } },
	{ "lwp-exit", NULL, "sched_process_exit", 0, NOARGS, 0, { 0 } },
	{ "signal-send", NULL, "signal_generate", 3,
	  { XARG(2, "lwpsinfo_t *"), XARG(2, "psinfo_t *"), { .type = "int", .off = 0, .size = 4, .is_signed = true } },
	  0, { 0 } },
	{ "signal-handle", NULL, "signal_deliver", 1, { { .type = "int", .off = 0, .size = 4, .is_signed = true } },
	  0, { 0 } },
};

static int proc_list(const struct provider *prv, struct host *h, probe_visit_fn *visit)
{
	for (size_t i = 0; i < ARRAY_LEN(proc_rows); i++) {
		const struct proc_row *r = &proc_rows[i];
		struct probe p = {
			.prov = "proc", .mod = "", .func = "", .name = r->name,
			.prv = prv,
			.data = (int64_t)i,
			.nargs = r->cond.arg ? r->cond.arg - 1u : r->nargs,
		};
		int err;

		memcpy(p.args, r->args, sizeof(r->args));
		err = visit(h, &p);
		if (err)
			return err;
	}
	return 0;
}

static int proc_plan(struct host *h, struct probe **probes, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		const struct proc_row *r = &proc_rows[probes[i]->data];
		char name[64];
		struct attach_point *ap;

		snprintf(name, sizeof(name), "proc:::%s", r->name);
		ap = host_new_point(h, &prov_proc, name, &probes[i], 1);
		ap->prog_type = r->cat ? PROG_TRACEPOINT : PROG_RAW_TP;
		ap->ctx = CTX_FIELDS;
		ap->id_mode = PROBE_ID_FIXED;
		ap->nargs = r->nargs;
		memcpy(ap->args, r->args, sizeof(r->args));
		if (r->task_arg) { /* the task's pointer must be in the context: an arg of the point */
			ap->args[ap->nargs] = (struct probe_arg)XARG(r->task_arg - 1, NULL);
			ap->task_arg = (uint8_t)(++ap->nargs);
		}
		ap->conds[0] = r->cond;
		ap->rt = ARENA_NEW(h->arena, struct attach_perf);
	}
	return 0;
}

static int proc_attach(struct session *s, struct attach_point *ap, int prog_fd)
{
	const struct proc_row *r = &proc_rows[ap->probes[0]->data];
	struct attach_perf *pf = ap->rt;

	if (r->cat)
		return attach_tracepoint(s, r->cat, r->event, prog_fd, ap->name, pf);
	return attach_raw_tp(r->event, prog_fd, ap->name, pf);
}

const struct provider prov_proc = {
	.name = "proc",
	.list = proc_list,
	.plan = proc_plan,
	.attach = proc_attach,
	.detach = attach_detach_perf,
};
