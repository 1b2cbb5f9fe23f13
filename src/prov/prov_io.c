/*
 * prov_io.c - the io provider, on the block layer's tracepoints attached
 * raw (their argument is the kernel's struct request *), with DTrace's
 * translated arguments from the D library (dlib.c): args[0] bufinfo_t *,
 * args[1] devinfo_t * (dev_statname is the disk's name: "vda", "loop0"),
 * args[2] fileinfo_t * (a request has no file: "<none>").
 *
 *   start       block_io_start     (the request is made, in the context of
 *                                   the thread that submits it, as DTrace's
 *                                   start; block_rq_issue before Linux 6.5,
 *                                   which fires in whatever thread
 *                                   dispatches the queue)
 *   done        block_rq_complete  (the device finished it)
 *   wait-start  sched_switch, not preempted, prev->in_iowait: the thread
 *               goes to sleep in io_schedule() (waiting for its I/O), in
 *               its own context
 *   wait-done   sched_switch, next->in_iowait: the thread comes back on
 *               CPU from that sleep, in its context (as sched:::on-cpu:
 *               ap->task_arg, its stacks those of where it waited)
 *
 * The kernel does not say which request a thread waits for. The args of
 * wait-start and wait-done are the last request the thread started (its
 * io:::start), as it was then (cg_io.c keeps a copy per thread): the one
 * it waits for when it waits for its own I/O (direct I/O, reads through
 * the page cache, fsync's flush). A thread that waits for I/O another
 * started (writeback of pages it needs, a request tag) sees its own last
 * one, or none: args[0] then has b_flags 0 and b_bcount 0, args[1]
 * "<none>". Each time a thread leaves the CPU in io_schedule(), not
 * preempted, is one wait: a thread woken before its I/O is done (or
 * switched out though already woken) that sleeps again waits again. A
 * thread preempted in io_schedule() before it sleeps (rare) gets a
 * wait-done without a wait-start.
 */
#include "prov_table.h"

#include "../base/util.h"
#include "../rt/attach.h"

#define RQARGS { \
	{ .type = "struct request *", .off = 0, .size = 8, .xlate = "bufinfo_t *" }, \
	{ .type = "struct request *", .off = 0, .size = 8, .xlate = "devinfo_t *" }, \
	{ .type = "struct request *", .off = 0, .size = 8, .xlate = "fileinfo_t *" } }

enum { SW_PREEMPT, SW_PREV, SW_NEXT }; /* sched_switch's raw arguments */

/* args[0..2] of a wait: the last request the thread (8 bytes at ctx off) started */
#define WAITARG(raw, xt) { .type = "struct request *", .off = 8 * (raw), .size = 8, .xlate = xt, \
			   .from = PROBE_ARG_IOREQ }
#define WAITARGS(raw) WAITARG(raw, "bufinfo_t *"), WAITARG(raw, "devinfo_t *"), WAITARG(raw, "fileinfo_t *")
#define IOWAIT(raw) { .off = 8 * (raw), .size = 1, .from = PROBE_ARG_IOWAIT }

static const struct prov_row io_rows[] = {
	{ "start", PROV_ROW_RAW_TP, "block", "block_io_start", "block_rq_issue", 3, 0, RQARGS, 0, false, { { 0 } } },
	{ "done", PROV_ROW_RAW_TP, "block", "block_rq_complete", NULL, 3, 0, RQARGS, 0, false, { { 0 } } },
	{ "wait-start", PROV_ROW_RAW_TP, "sched", "sched_switch", NULL, 3, 2,
	  { WAITARGS(SW_PREV), { .off = 8 * SW_PREEMPT, .size = 8 }, IOWAIT(SW_PREV) }, 0, false,
	  { { .arg = 4, .eq = true, .mask = 0xff, .val = 0 }, { .arg = 5, .mask = 1 } } },
	{ "wait-done", PROV_ROW_RAW_TP, "sched", "sched_switch", NULL, 3, 1,
	  { WAITARGS(SW_NEXT), IOWAIT(SW_NEXT) }, 1 + SW_NEXT, true, { { .arg = 4, .mask = 1 } } },
};

static const struct prov_table io_table = { "io", io_rows, ARRAY_LEN(io_rows), "genunix" };

const struct provider prov_io = {
	.name = "io",
	.list = prov_table_list,
	.plan = prov_table_plan,
	.attach = prov_table_attach,
	.detach = attach_detach_perf,
	.table = &io_table,
};
