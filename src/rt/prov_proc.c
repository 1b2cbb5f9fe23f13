/*
 * prov_proc.c - the proc provider: process life cycle, on the kernel's
 * sched, signal and syscall tracepoints, each fired in the context DTrace
 * documents for the probe.
 *
 *   proc:::create         sched/sched_process_fork   (the parent)
 *   proc:::exec           syscalls/sys_enter_execve  (before the exec; arg0 = the path, a user pointer)
 *   proc:::exec-success   sched/sched_process_exec   (the new program)
 *   proc:::exit           sched/sched_process_exit   (the exiting process)
 *   proc:::signal-send    signal/signal_generate     (the sender; args[2] = the signal)
 *   proc:::signal-handle  signal/signal_deliver      (the receiver; args[0] = the signal)
 *
 * DTrace's translated arguments (psinfo_t, lwpsinfo_t, the exit reason)
 * need translators the compiler does not have yet: those args[] read as 0.
 * TODO(runtime): start, lwp-*, exec-failure, signal-clear; translated args.
 */
#include "provider.h"

#include <stdio.h>
#include <string.h>

#include "../base/util.h"
#include "attach.h"
#include "host.h"
#include "session.h"

struct proc_row {
	const char *name;
	const char *cat, *event;
	uint32_t nargs;
	struct probe_arg args[3];
};

static const struct proc_row proc_rows[] = {
	{ "create", "sched", "sched_process_fork", 1, { { "psinfo_t *", 0, 0, false } } },
	{ "exec", "syscalls", "sys_enter_execve", 1, { { NULL, 16, 8, false } } },
	{ "exec-success", "sched", "sched_process_exec", 0, { { 0 } } },
	{ "exit", "sched", "sched_process_exit", 1, { { "int", 0, 0, true } } },
	{ "signal-send", "signal", "signal_generate", 3,
	  { { "lwpsinfo_t *", 0, 0, false }, { "psinfo_t *", 0, 0, false }, { "int", 8, 4, true } } },
	{ "signal-handle", "signal", "signal_deliver", 1, { { "int", 8, 4, true } } },
};

static int proc_list(const struct provider *prv, struct host *h, probe_visit_fn *visit)
{
	for (size_t i = 0; i < ARRAY_LEN(proc_rows); i++) {
		const struct proc_row *r = &proc_rows[i];
		struct probe p = {
			.prov = "proc", .mod = "", .func = "", .name = r->name,
			.prv = prv,
			.data = (int64_t)i,
			.nargs = r->nargs,
		};
		int err;

		memcpy(p.args, r->args, sizeof(r->args));
		for (uint32_t a = 0; a < p.nargs; a++)
			if (!p.args[a].size)
				p.args[a].type = NULL; /* untranslated: reads as 0, typed uint64_t */
		err = visit(h, &p);
		if (err)
			return err;
	}
	return 0;
}

static int proc_plan(struct host *h, struct probe **probes, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		char name[64];
		struct attach_point *ap;

		snprintf(name, sizeof(name), "proc:::%s", probes[i]->name);
		ap = host_new_point(h, &prov_proc, name, &probes[i], 1);
		ap->prog_type = PROG_TRACEPOINT;
		ap->ctx = CTX_FIELDS;
		ap->id_mode = PROBE_ID_FIXED;
		ap->nargs = probes[i]->nargs;
		memcpy(ap->args, probes[i]->args, sizeof(ap->args));
		ap->rt = ARENA_NEW(h->arena, struct attach_perf);
	}
	return 0;
}

static int proc_attach(struct session *s, struct attach_point *ap, int prog_fd)
{
	const struct proc_row *r = &proc_rows[ap->probes[0]->data];

	return attach_tracepoint(s, r->cat, r->event, prog_fd, ap->name, ap->rt);
}

static void proc_detach(struct session *s, struct attach_point *ap)
{
	(void)s;
	attach_perf_close(ap->rt);
}

const struct provider prov_proc = {
	.name = "proc",
	.list = proc_list,
	.plan = proc_plan,
	.attach = proc_attach,
	.detach = proc_detach,
};
