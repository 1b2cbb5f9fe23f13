/*
 * prov_table.h - providers whose probes are the rows of a fixed table
 * (proc, sched, io): each probe is one kernel event (a raw or perf
 * tracepoint, or the tick perf event), one attach point per enabled
 * probe, with fixed arguments and conditions. The provider names its
 * table (provider.table) and uses prov_table_list/plan/attach.
 */
#ifndef RT_PROV_TABLE_H
#define RT_PROV_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "provider.h"

enum prov_row_kind {
	PROV_ROW_RAW_TP,     /* raw tracepoint `event` (its arguments: the kernel's pointers) */
	PROV_ROW_TRACEPOINT, /* perf tracepoint `sys`/`event` (its record's fields) */
	PROV_ROW_TICK,       /* a 100 Hz cpu-clock perf event on every CPU */
};

struct prov_row {
	const char *name;        /* the probe's name */
	enum prov_row_kind kind;
	const char *sys;         /* tracefs subsystem: of a perf tracepoint, or of event if fallback */
	const char *event;
	const char *fallback;    /* raw tracepoint to use on kernels without event; NULL: none */
	uint8_t nargs;           /* the probe's args[] */
	uint8_t nhidden;         /* arguments after them, for conds only (not args[]) */
	struct probe_arg args[PROBE_MAXARGS];
	uint8_t task_arg;        /* 1 + the raw argument (8 bytes) holding the task the probe fires
				  * for (attach_point.task_arg); 0 = the current task */
	bool task_switch;        /* attach_point.task_switch */
	struct probe_cond conds[2]; /* attach_point.conds, on the point's args (1-based) */
};

struct prov_table {
	const char *prov;        /* the provider's name */
	const struct prov_row *rows;
	size_t nrows;
};

/* provider.list, .plan and .attach of a provider with a table (provider.table). */
int prov_table_list(const struct provider *prv, struct host *h, probe_visit_fn *visit);
int prov_table_plan(struct host *h, struct probe **probes, uint32_t n);
int prov_table_attach(struct session *s, struct attach_point *ap, int prog_fd);

#endif
