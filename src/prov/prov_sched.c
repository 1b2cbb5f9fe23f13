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
 *   change-pri sched_pi_setprio (priority inheritance), in the context of
 *              whoever lends or takes back the priority; args[0], args[1]:
 *              the thread (pr_pri its priority now), args[2]: the new one
 *              (rt_mutex_setprio's: the lender's if higher, else its own)
 *   remain-cpu sched_exit_tp when __schedule() made no switch: the
 *              scheduler ran and kept the current thread (Linux 6.16 on;
 *              not listed on kernels without it, whose vmlinux BTF has no
 *              btf_trace_sched_exit_tp, and naming it says so)
 *   tick       a 100 Hz cpu-clock perf event on every CPU
 *   surrender  sched_set_need_resched_tp: the scheduler marks the thread
 *              running on a CPU to give it up (a thread it must preempt
 *              woke up, its slice ran out), as illumos' cpu_surrender();
 *              in the context of whoever asks (the waker, the tick);
 *              args[0], args[1]: the thread asked (Linux 6.16 on, where
 *              the tracepoint came for the runtime verification monitors;
 *              not listed before, as remain-cpu)
 *
 * Priorities are Linux's (task_struct.prio: 0-99 real time, 100-139
 * nice -20 to 19; lower runs first). change-pri sees only priority
 * inheritance: setpriority(2), sched_setattr(2) and the like have no
 * tracepoint that names the thread changed (their system calls name a
 * pid, a process group or a user, and the kernel may refuse or clamp),
 * and Linux's fair scheduler, unlike Solaris's TS class, changes no
 * priority on its own.
 */
#include "prov_table.h"

#include "../base/util.h"
#include "../rt/attach.h"

#define TASK "struct task_struct *"

enum { SW_PREEMPT, SW_PREV, SW_NEXT, SW_STATE }; /* sched_switch's raw arguments */

#define XARG(raw, xt) { .type = TASK, .off = (uint16_t)(8 * (raw)), .size = 8, .xlate = xt }
#define RAWARG(raw) { .off = (uint16_t)(8 * (raw)), .size = 8 }
#define RAW(ev) PROV_ROW_RAW_TP, NULL, ev, NULL
#define NOCOND { { 0 } }

static const struct prov_row sched_rows[] = {
	{ "on-cpu", RAW("sched_switch"), 0, 0, { { .type = NULL } }, 1 + SW_NEXT, true, NOCOND },
	{ "off-cpu", RAW("sched_switch"), 2, 0, { XARG(SW_NEXT, "lwpsinfo_t *"), XARG(SW_NEXT, "psinfo_t *") },
	  0, false, NOCOND },
	{ "sleep", RAW("sched_switch"), 0, 1, { RAWARG(SW_STATE) }, 0, false, { { .arg = 1, .mask = 0xff } } },
	{ "dequeue", RAW("sched_switch"), 3, 1,
	  { XARG(SW_PREV, "lwpsinfo_t *"), XARG(SW_PREV, "psinfo_t *"), XARG(SW_PREV, "cpuinfo_t *"),
	    RAWARG(SW_STATE) },
	  0, false, { { .arg = 4, .mask = 0xff } } },
	{ "preempt", RAW("sched_switch"), 0, 1, { RAWARG(SW_PREEMPT) }, 0, false, { { .arg = 1, .mask = 0xff } } },
	{ "enqueue", RAW("sched_wakeup"), 3, 0,
	  { XARG(0, "lwpsinfo_t *"), XARG(0, "psinfo_t *"), XARG(0, "cpuinfo_t *") }, 0, false, NOCOND },
	{ "wakeup", RAW("sched_waking"), 2, 0, { XARG(0, "lwpsinfo_t *"), XARG(0, "psinfo_t *") }, 0, false,
	  NOCOND },
	{ "change-pri", RAW("sched_pi_setprio"), 3, 0,
	  { XARG(0, "lwpsinfo_t *"), XARG(0, "psinfo_t *"),
	    { .type = "__dtrace_setprio_t *", .size = 8, .from = PROBE_ARG_CTXADDR, .xlate = "__dtrace_newpri_t.pri" } },
	  0, false, NOCOND },
	{ "remain-cpu", RAW("sched_exit_tp"), 0, 1, { RAWARG(0) }, 0, false,
	  { { .arg = 1, .eq = true, .mask = 0xff, .val = 0 } } },
	{ "tick", PROV_ROW_TICK, NULL, NULL, NULL, 0, 0, { { .type = NULL } }, 0, false, NOCOND },
	{ "surrender", RAW("sched_set_need_resched_tp"), 2, 0,
	  { XARG(0, "lwpsinfo_t *"), XARG(0, "psinfo_t *") }, 0, false, NOCOND },
};

static const struct prov_table sched_table = { "sched", sched_rows, ARRAY_LEN(sched_rows), NULL };
_Static_assert(ARRAY_LEN(sched_rows) == 11, "sched_needs' row numbers out of date");

/* sleep and dequeue read sched_switch's prev_state, its fourth argument since 5.18 */
enum { ROW_SLEEP = 2, ROW_DEQUEUE = 3, ROW_REMAIN_CPU = 8, ROW_SURRENDER = 10 };
static const struct prov_need sched_needs[] = {
	{ ROW_SLEEP, 4, "5.18" }, { ROW_DEQUEUE, 4, "5.18" }, { ROW_REMAIN_CPU, 1, "6.16" },
	{ ROW_SURRENDER, 3, "6.16" },
};

static int sched_list(const struct provider *prv, struct host *h, probe_visit_fn *visit)
{
	return prov_table_list_needs(prv, h, visit, sched_needs, ARRAY_LEN(sched_needs));
}

const struct provider prov_sched = {
	.name = "sched",
	.list = sched_list,
	.plan = prov_table_plan,
	.attach = prov_table_attach,
	.detach = attach_detach_perf,
	.table = &sched_table,
};
