/*
 * prov_table.c - the probes of table-driven providers (prov_table.h):
 * listing a table's rows, one attach point per enabled probe, attaching
 * each to its event.
 */
#include "prov_table.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <linux/perf_event.h>

#include "../base/util.h"
#include "attach.h"
#include "host.h"
#include "session.h"

int prov_table_list(const struct provider *prv, struct host *h, probe_visit_fn *visit)
{
	const struct prov_table *t = prv->table;

	for (size_t i = 0; i < t->nrows; i++) {
		const struct prov_row *r = &t->rows[i];
		struct probe p = {
			.prov = t->prov, .mod = "", .func = "", .name = r->name,
			.prv = prv,
			.data = (int64_t)i,
			.nargs = r->nargs,
		};
		int err;

		memcpy(p.args, r->args, sizeof(r->args));
		err = visit(h, &p);
		if (err)
			return err;
	}
	return 0;
}

int prov_table_plan(struct host *h, struct probe **probes, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		const struct provider *prv = probes[i]->prv;
		const struct prov_table *t = prv->table;
		const struct prov_row *r = &t->rows[probes[i]->data];
		char name[96];
		struct attach_point *ap;

		snprintf(name, sizeof(name), "%s:::%s", t->prov, r->name);
		ap = host_new_point(h, prv, name, &probes[i], 1);
		ap->prog_type = r->kind == PROV_ROW_RAW_TP ? PROG_RAW_TP :
				r->kind == PROV_ROW_TRACEPOINT ? PROG_TRACEPOINT : PROG_PERF_EVENT;
		ap->ctx = r->kind == PROV_ROW_TICK ? CTX_PERF : CTX_FIELDS;
		ap->id_mode = PROBE_ID_FIXED;
		ap->nargs = (uint32_t)r->nargs + r->nhidden;
		memcpy(ap->args, r->args, sizeof(r->args));
		ap->task_switch = r->task_switch;
		if (r->task_arg) { /* the task's pointer must be in the context: an arg of the point */
			ap->args[ap->nargs] = (struct probe_arg){
				.type = "struct task_struct *", .off = (uint16_t)(8 * (r->task_arg - 1)), .size = 8,
			};
			ap->task_arg = (uint8_t)(++ap->nargs);
		}
		memcpy(ap->conds, r->conds, sizeof(r->conds));
		ap->rt = ARENA_NEW(h->arena, struct attach_perf);
	}
	return 0;
}

int prov_table_attach(struct session *s, struct attach_point *ap, int prog_fd)
{
	const struct prov_row *r = &ap->prv->table->rows[ap->probes[0]->data];
	struct attach_perf *pf = ap->rt;
	const char *event = r->event;

	if (r->kind == PROV_ROW_TICK) {
		struct perf_event_attr attr = {
			.type = PERF_TYPE_SOFTWARE,
			.size = sizeof(attr),
			.config = PERF_COUNT_SW_CPU_CLOCK,
			.sample_period = 10000000, /* 100 Hz */
		};

		return attach_perf_open(s, &attr, false, prog_fd, ap->name, pf);
	}
	if (r->kind == PROV_ROW_TRACEPOINT)
		return attach_tracepoint(s, r->sys, r->event, prog_fd, ap->name, pf);
	if (r->fallback && attach_tracepoint_id(r->sys, r->event) < 0)
		event = r->fallback;
	return attach_raw_tp(event, prog_fd, ap->name, pf);
}
