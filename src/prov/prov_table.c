/*
 * prov_table.c - the probes of table-driven providers (prov_table.h):
 * listing a table's rows, one attach point per enabled probe, attaching
 * each to its event.
 */
#include "prov_table.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <linux/perf_event.h>

#include "../base/glob.h"
#include "../base/util.h"
#include "../rt/attach.h"
#include "../rt/btf.h"
#include "../rt/host.h"
#include "../rt/session.h"

/* The arguments of raw tracepoint event on this kernel (btf_kernel_tp_nargs), remembered. */
static int tp_nargs(const char *event)
{
	static struct tp_seen {
		const char *event;
		int n;
	} seen[8];
	static size_t nseen;

	for (size_t i = 0; i < nseen; i++)
		if (strcmp(seen[i].event, event) == 0)
			return seen[i].n;
	int n = btf_kernel_tp_nargs(event);

	if (nseen < ARRAY_LEN(seen))
		seen[nseen++] = (struct tp_seen){ event, n };
	return n;
}

/* True if row r, whose need is nd, is its probe on this kernel (struct prov_need). */
static bool row_serves(const struct prov_row *r, const struct prov_need *nd)
{
	int n;

	if (!nd)
		return true;
	n = tp_nargs(r->event);
	if (n == -ENODATA) /* no BTF: assume the newest kernel */
		return nd->tp_args > 0;
	if (n < 0)
		n = 0; /* no such tracepoint */
	return nd->tp_args > 0 ? n >= nd->tp_args : n < -nd->tp_args;
}

/* The need of row i of a table (struct prov_need), or NULL. */
static const struct prov_need *need_of(const struct prov_need *needs, size_t nneeds, size_t i)
{
	for (size_t j = 0; j < nneeds; j++)
		if (needs[j].row == i)
			return &needs[j];
	return NULL;
}

/*
 * Row i of t cannot serve here: if the description names its probe without
 * globbing and no other row serves it, says which tracepoint the kernel
 * lacks (once), so that enabling it fails with that, not only with
 * matching no probe.
 */
static void note_missing(const struct prov_table *t, size_t i, const struct prov_need *needs, size_t nneeds,
			 struct host *h)
{
	static const struct prov_row *noted;
	const struct prov_row *r = &t->rows[i];
	const struct prov_need *nd = need_of(needs, nneeds, i);
	int n;

	if (nd->tp_args <= 0 || noted == r || strcmp(h->pat[3], r->name) != 0 ||
	    (h->pat[0][0] && strcmp(h->pat[0], t->prov) != 0) || h->pat[1][0] || h->pat[2][0])
		return;
	for (size_t j = 0; j < t->nrows; j++)
		if (j != i && strcmp(t->rows[j].name, r->name) == 0 &&
		    row_serves(&t->rows[j], need_of(needs, nneeds, j)))
			return;
	noted = r;
	n = tp_nargs(r->event);
	if (n > 0) /* the tracepoint, without the argument the probe needs */
		fprintf(stderr, "dtrace: %s:::%s needs argument %d of the kernel tracepoint %s%s%s%s, "
			"which this kernel's lacks\n", t->prov, r->name, nd->tp_args, r->event,
			nd->since ? " (Linux " : "", nd->since ? nd->since : "", nd->since ? " and later)" : "");
	else
		fprintf(stderr, "dtrace: %s:::%s needs the kernel tracepoint %s%s%s%s, which this kernel lacks\n",
			t->prov, r->name, r->event, nd->since ? " (Linux " : "", nd->since ? nd->since : "",
			nd->since ? " and later)" : "");
}

int prov_table_list(const struct provider *prv, struct host *h, probe_visit_fn *visit)
{
	return prov_table_list_needs(prv, h, visit, NULL, 0);
}

int prov_table_list_needs(const struct provider *prv, struct host *h, probe_visit_fn *visit,
			  const struct prov_need *needs, size_t nneeds)
{
	const struct prov_table *t = prv->table;

	for (size_t i = 0; i < t->nrows; i++) {
		const struct prov_row *r = &t->rows[i];
		const struct prov_need *nd = need_of(needs, nneeds, i);
		struct probe p = {
			.prov = t->prov, .mod = "vmlinux", .func = "", .name = r->name,
			.prv = prv,
			.data = (int64_t)i,
			.nargs = r->nargs,
		};
		int err;

		/*
		 * A row the description's name cannot match is not offered anyway:
		 * skip it before row_serves, whose BTF lookup a bare BEGIN
		 * would otherwise pay for in every table with needs.
		 */
		if (!glob_match(h->pat[3], r->name))
			continue;
		if (!row_serves(r, nd)) {
			note_missing(t, i, needs, nneeds, h);
			continue;
		}
		/*
		 * A description naming Solaris's module (io:genunix::start, as
		 * scripts written for Solaris name it) finds the probe there.
		 */
		if (t->solaris_mod && h->pat[1][0] && !glob_match(h->pat[1], "") &&
		    glob_match(h->pat[1], t->solaris_mod))
			p.mod = t->solaris_mod;
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

/* Attaches prog_fd to row r's second tracepoint (prov_row.alt) too, its event joining pf's. */
static int attach_alt(struct session *s, const struct prov_row *r, int prog_fd, const char *what,
		       struct attach_perf *pf)
{
	struct attach_perf more = { 0 };
	int err = attach_tracepoint(s, r->sys, r->alt, prog_fd, what, &more);

	if (err) {
		attach_perf_close(&more);
		return err;
	}
	pf->fds = xrealloc(pf->fds, sizeof(*pf->fds) * (size_t)(pf->nfds + more.nfds));
	memcpy(pf->fds + pf->nfds, more.fds, sizeof(*pf->fds) * (size_t)more.nfds);
	pf->nfds += more.nfds;
	free(more.fds);
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
	if (r->kind == PROV_ROW_TRACEPOINT) {
		int err = attach_tracepoint(s, r->sys, r->event, prog_fd, ap->name, pf);

		return err || !r->alt ? err : attach_alt(s, r, prog_fd, ap->name, pf);
	}
	if (r->alt && attach_tracepoint_id(r->sys, r->event) < 0)
		event = r->alt;
	return attach_raw_tp(event, prog_fd, ap->name, pf);
}
