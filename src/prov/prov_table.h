/*
 * prov_table.h - providers whose probes are the rows of a fixed table
 * (proc, sched, io): each probe is one kernel event (a raw or perf
 * tracepoint, or the tick perf event), one attach point per enabled
 * probe, with fixed arguments and conditions. The provider names its
 * table (provider.table) and uses prov_table_list/plan/attach.
 */
#ifndef PROV_PROV_TABLE_H
#define PROV_PROV_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "providers.h"

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
	const char *alt;         /* PROV_ROW_RAW_TP: the raw tracepoint to use on kernels without
				  * event; PROV_ROW_TRACEPOINT: a second tracepoint of sys whose
				  * record is laid out as event's, that the program is attached to
				  * as well (execveat's beside execve's); NULL: none */
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
	const char *solaris_mod; /* the module Solaris lists the probes in, which a description may name, or NULL */
};

/*
 * A row that only some kernels can serve. tp_args > 0: only where the raw
 * tracepoint of its event passes at least tp_args arguments (a tracepoint,
 * or an argument, that newer kernels added; elsewhere the probe is not
 * listed, and a description naming it says which tracepoint is missing).
 * tp_args = -n: only where it passes fewer than n: the older kernels' form
 * of a probe whose row with n comes first. Known from vmlinux BTF's
 * btf_trace_EVENT prototypes; without BTF the newest form is assumed.
 */
struct prov_need {
	uint8_t row;             /* its index in the table */
	int8_t tp_args;
	const char *since;       /* tp_args > 0: the kernel release that added it, for that error */
};

/* provider.list, .plan and .attach of a provider with a table (provider.table). */
int prov_table_list(const struct provider *prv, struct host *h, probe_visit_fn *visit);
/* provider.list of a table with rows only some kernels serve (a provider's own list calls it). */
int prov_table_list_needs(const struct provider *prv, struct host *h, probe_visit_fn *visit,
			  const struct prov_need *needs, size_t nneeds);
int prov_table_plan(struct host *h, struct probe **probes, uint32_t n);
int prov_table_attach(struct session *s, struct attach_point *ap, int prog_fd);

#endif
