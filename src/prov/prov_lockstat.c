/*
 * prov_lockstat.c - lockstat's contention-event probes, on the kernel's
 * lock:contention_begin and lock:contention_end tracepoints (Linux 5.19):
 * each fires at contention_end, in the thread that waited, once the wait
 * is over, with DTrace's arguments: args[0] the lock, args[1] how long
 * the thread waited (ns), args[2] of the rw probes RW_READER (1) or
 * RW_WRITER (0). What kind of wait it was comes from the flags
 * contention_begin gave (cg_lockstat.c notes them):
 *
 *   adaptive-spin   a mutex taken after its optimistic spin (struct mutex)
 *   adaptive-block  a mutex taken after its owner's thread slept: args[1]
 *                   is the sleep (a spin before it is not counted)
 *   adaptive-acquire-error
 *                   a mutex wait given up: args[1] the error (-EINTR ...)
 *   spin-spin       a spin lock taken after spinning (spinlock_t)
 *   rw-spin         a reader/writer spin lock (rwlock_t)
 *   rw-block        a reader/writer semaphore, after sleeping (struct
 *                   rw_semaphore; percpu_rw_semaphore's too)
 *
 * The hold-event probes (adaptive-acquire, -release, spin-acquire, ...)
 * would fire on every lock operation: Linux has no tracepoints there, and
 * they are not offered. Nor are real-time mutexes' waits (LCB_F_RT).
 */
#include "prov_table.h"

#include "../base/util.h"
#include "../rt/attach.h"

#define LOCK(t) { .type = t, .off = 0, .size = 8 }
#define NOTE(what) { .type = "uint64_t", .size = 8, .from = PROBE_ARG_LOCKNOTE, .val = (what) }
#define RW { .type = "int", .size = 8, .from = PROBE_ARG_LOCKNOTE, .val = LOCKNOTE_RW }
#define END(n, h) PROV_ROW_RAW_TP, "lock", "contention_end", NULL, n, h
/* the wait's flags (hidden argument n), masked by m, are v; or any of m is set */
#define FLAGS_ARE(n, m, v) { .arg = (n), .eq = true, .mask = (m), .val = (v) }
#define FLAGS_ANY(n, m) { .arg = (n), .mask = (m) }

enum {
	F_SPIN = LOCKNOTE_F_SPIN, F_READ = LOCKNOTE_F_READ, F_WRITE = LOCKNOTE_F_WRITE, F_RT = LOCKNOTE_F_RT,
	F_MUTEX = LOCKNOTE_F_MUTEX,
};
#define F_FAILED ((uint64_t)LOCKNOTE_F_FAILED)
#define F_KIND ((uint64_t)(F_SPIN | F_READ | F_WRITE | F_RT | F_MUTEX) | F_FAILED)

static const struct prov_row lockstat_rows[] = {
	{ "adaptive-spin", END(2, 1), { LOCK("struct mutex *"), NOTE(LOCKNOTE_NS), NOTE(LOCKNOTE_FLAGS) }, 0, false,
	  { FLAGS_ARE(3, F_KIND, F_MUTEX | F_SPIN) } },
	{ "adaptive-block", END(2, 1), { LOCK("struct mutex *"), NOTE(LOCKNOTE_NS), NOTE(LOCKNOTE_FLAGS) }, 0, false,
	  { FLAGS_ARE(3, F_KIND, F_MUTEX) } },
	{ "adaptive-acquire-error", END(2, 1),
	  { LOCK("struct mutex *"), { .type = "int", .off = 8, .size = 8, .is_signed = true }, NOTE(LOCKNOTE_FLAGS) },
	  0, false, { FLAGS_ARE(3, F_MUTEX | F_FAILED, F_MUTEX | F_FAILED) } },
	{ "spin-spin", END(2, 1), { LOCK("spinlock_t *"), NOTE(LOCKNOTE_NS), NOTE(LOCKNOTE_FLAGS) }, 0, false,
	  { FLAGS_ARE(3, F_KIND, F_SPIN) } },
	{ "rw-spin", END(3, 1), { LOCK("rwlock_t *"), NOTE(LOCKNOTE_NS), RW, NOTE(LOCKNOTE_FLAGS) }, 0, false,
	  { FLAGS_ARE(4, F_SPIN | F_MUTEX | F_RT | F_FAILED, F_SPIN), FLAGS_ANY(4, F_READ | F_WRITE) } },
	{ "rw-block", END(3, 1), { LOCK("struct rw_semaphore *"), NOTE(LOCKNOTE_NS), RW, NOTE(LOCKNOTE_FLAGS) },
	  0, false, { FLAGS_ARE(4, F_SPIN | F_MUTEX | F_RT | F_FAILED, 0), FLAGS_ANY(4, F_READ | F_WRITE) } },
};

static const struct prov_table lockstat_table = { "lockstat", lockstat_rows, ARRAY_LEN(lockstat_rows), NULL };

/* every row: contention_end(lock, ret), and contention_begin for the note (Linux 5.19) */
static const struct prov_need lockstat_needs[] = {
	{ 0, 2, "5.19" }, { 1, 2, "5.19" }, { 2, 2, "5.19" }, { 3, 2, "5.19" }, { 4, 2, "5.19" }, { 5, 2, "5.19" },
};

static int lockstat_list(const struct provider *prv, struct host *h, probe_visit_fn *visit)
{
	return prov_table_list_needs(prv, h, visit, lockstat_needs, ARRAY_LEN(lockstat_needs));
}

const struct provider prov_lockstat = {
	.name = "lockstat",
	.list = lockstat_list,
	.plan = prov_table_plan,
	.attach = prov_table_attach,
	.detach = attach_detach_perf,
	.table = &lockstat_table,
};
