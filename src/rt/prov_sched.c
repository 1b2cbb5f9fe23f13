/*
 * prov_sched.c - the sched provider, on the kernel's sched tracepoints
 * attached raw (their arguments are the kernel's task_struct pointers),
 * with DTrace's translated arguments (lwpsinfo_t, psinfo_t, cpuinfo_t:
 * translators of the D library, dlib.c).
 *
 *   on-cpu     sched_switch, in the context of `next`: pid, tid, execname,
 *              curthread, self-> are next's (ap->task_arg, cg_task.c), and
 *              stack()/ustack() are its stacks from when it went off CPU
 *   off-cpu    sched_switch (the thread leaving); args[0], args[1]: next
 *   sleep      sched_switch when the thread leaving blocks (prev_state != 0)
 *   dequeue    the same: the thread leaving is off the run queue
 *   preempt    sched_switch when the thread leaving is preempted
 *   enqueue    sched_wakeup: the woken thread is put on a run queue
 *   wakeup     sched_waking, in the waker's context; args[0], args[1]: the wakee
 *   change-pri sched_pi_setprio (priority inheritance: the only priority
 *              change with a tracepoint)
 *   tick       a 100 Hz cpu-clock perf event on every CPU
 *
 * remain-cpu (the scheduler keeps the running thread) has no tracepoint:
 * it would need fbt on pick_next_task, and is not offered.
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

enum { SW_PREEMPT, SW_PREV, SW_NEXT, SW_STATE }; /* sched_switch's raw arguments */

struct sched_row {
	const char *name;
	const char *event;       /* raw tracepoint; NULL: the tick perf event */
	uint32_t nargs;          /* DTrace's args[] (then the condition's argument) */
	struct probe_arg args[5];
	uint8_t task_arg;
	bool task_switch;
	struct probe_cond cond;  /* on its last argument, hidden from args[] */
};

#define XARG(raw, xt) { .type = TASK, .off = (uint16_t)(8 * (raw)), .size = 8, .xlate = xt }
#define RAWARG(raw) { .off = (uint16_t)(8 * (raw)), .size = 8 }

static const struct sched_row sched_rows[] = {
	{ "on-cpu", "sched_switch", 0, { { .type = NULL } }, 1 + SW_NEXT, true, { 0 } },
	{ "off-cpu", "sched_switch", 2, { XARG(SW_NEXT, "lwpsinfo_t *"), XARG(SW_NEXT, "psinfo_t *") },
	  0, false, { 0 } },
	{ "sleep", "sched_switch", 1, { RAWARG(SW_STATE) }, 0, false, { .arg = 1, .mask = 0xff } },
	{ "dequeue", "sched_switch", 4,
	  { XARG(SW_PREV, "lwpsinfo_t *"), XARG(SW_PREV, "psinfo_t *"), XARG(SW_PREV, "cpuinfo_t *"),
	    RAWARG(SW_STATE) },
	  0, false, { .arg = 4, .mask = 0xff } },
	{ "preempt", "sched_switch", 1, { RAWARG(SW_PREEMPT) }, 0, false, { .arg = 1, .mask = 0xff } },
	{ "enqueue", "sched_wakeup", 3,
	  { XARG(0, "lwpsinfo_t *"), XARG(0, "psinfo_t *"), XARG(0, "cpuinfo_t *") }, 0, false, { 0 } },
	{ "wakeup", "sched_waking", 2, { XARG(0, "lwpsinfo_t *"), XARG(0, "psinfo_t *") }, 0, false, { 0 } },
	{ "change-pri", "sched_pi_setprio", 2, { XARG(0, "lwpsinfo_t *"), XARG(0, "psinfo_t *") },
	  0, false, { 0 } },
	{ "tick", NULL, 0, { { .type = NULL } }, 0, false, { 0 } },
};

/* The condition's argument (the last) is the attach point's, not one of the probe's args[]. */
static uint32_t visible_args(const struct sched_row *r)
{
	return r->cond.arg ? r->cond.arg - 1u : r->nargs;
}

static int sched_list(const struct provider *prv, struct host *h, probe_visit_fn *visit)
{
	for (size_t i = 0; i < ARRAY_LEN(sched_rows); i++) {
		const struct sched_row *r = &sched_rows[i];
		struct probe p = {
			.prov = "sched", .mod = "", .func = "", .name = r->name,
			.prv = prv,
			.data = (int64_t)i,
			.nargs = visible_args(r),
		};
		int err;

		memcpy(p.args, r->args, sizeof(r->args));
		err = visit(h, &p);
		if (err)
			return err;
	}
	return 0;
}

static int sched_plan(struct host *h, struct probe **probes, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		const struct sched_row *r = &sched_rows[probes[i]->data];
		char name[64];
		struct attach_point *ap;

		snprintf(name, sizeof(name), "sched:::%s", r->name);
		ap = host_new_point(h, &prov_sched, name, &probes[i], 1);
		ap->prog_type = r->event ? PROG_RAW_TP : PROG_PERF_EVENT;
		ap->ctx = r->event ? CTX_FIELDS : CTX_PERF;
		ap->id_mode = PROBE_ID_FIXED;
		ap->nargs = r->nargs;
		memcpy(ap->args, r->args, sizeof(r->args));
		ap->task_arg = r->task_arg;
		ap->task_switch = r->task_switch;
		if (r->task_arg) { /* the task's pointer must be in the context: an arg of the point */
			ap->args[ap->nargs] = (struct probe_arg)XARG(r->task_arg - 1, NULL);
			ap->task_arg = (uint8_t)(++ap->nargs);
		}
		ap->conds[0] = r->cond;
		ap->rt = ARENA_NEW(h->arena, struct attach_perf);
	}
	return 0;
}

static int sched_attach(struct session *s, struct attach_point *ap, int prog_fd)
{
	const struct sched_row *r = &sched_rows[ap->probes[0]->data];
	struct attach_perf *pf = ap->rt;

	if (!r->event) {
		struct perf_event_attr attr = {
			.type = PERF_TYPE_SOFTWARE,
			.size = sizeof(attr),
			.config = PERF_COUNT_SW_CPU_CLOCK,
			.sample_period = 10000000, /* 100 Hz */
		};

		return attach_perf_open(s, &attr, false, prog_fd, ap->name, pf);
	}
	return attach_raw_tp(r->event, prog_fd, ap->name, pf);
}

const struct provider prov_sched = {
	.name = "sched",
	.list = sched_list,
	.plan = sched_plan,
	.attach = sched_attach,
	.detach = attach_detach_perf,
};
