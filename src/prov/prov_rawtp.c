/*
 * prov_rawtp.c - the rawtp provider: every kernel tracepoint as a raw
 * tracepoint, rawtp:SUBSYSTEM::EVENT, with args[] typed from BTF: the
 * arguments the kernel passes the tracepoint (sched_switch: preempt, prev,
 * next, prev_state), so args[2]->comm reads the next task's name.
 *
 * Names come from tracefs as for sdt (attach.c); a tracepoint is offered
 * when vmlinux BTF has its btf_trace_EVENT prototype, whose parameters
 * after the first (the tracepoint's data pointer) are args[]. BTF is read
 * only once a description names a tracepoint. Attached with
 * BPF_RAW_TRACEPOINT_OPEN (an fd, as everything else).
 */
#include "providers.h"

#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../base/glob.h"
#include "../base/util.h"
#include "../rt/attach.h"
#include "../rt/btf.h"
#include "../rt/host.h"
#include "../rt/session.h"

static struct btf *rawtp_btf;
static bool rawtp_btf_tried;

/* The btf_trace_EVENT typedefs, by event name: one pass over BTF, then binary searches. */
struct rawtp_proto {
	const char *event;         /* in BTF's string section */
	uint32_t id;
};
static struct rawtp_proto *protos;
static size_t nprotos;

struct rawtp_walk {
	const struct provider *prv;
	struct host *h;
	probe_visit_fn *visit;
};

static int by_event(const void *a, const void *b)
{
	return strcmp(((const struct rawtp_proto *)a)->event, ((const struct rawtp_proto *)b)->event);
}

/* Loads vmlinux BTF and indexes its tracepoint prototypes, once. */
static struct btf *vmlinux_btf(void)
{
	size_t cap = 0;
	uint32_t n;

	if (rawtp_btf_tried)
		return rawtp_btf;
	rawtp_btf_tried = true;
	rawtp_btf = btf__load_vmlinux_btf();
	n = rawtp_btf ? btf__type_cnt(rawtp_btf) : 0;
	for (uint32_t id = 1; id < n; id++) {
		const struct btf_type *t = btf__type_by_id(rawtp_btf, id);
		const char *name = btf_is_typedef(t) ? btf__name_by_offset(rawtp_btf, t->name_off) : NULL;

		if (!name || strncmp(name, "btf_trace_", 10) != 0)
			continue;
		if (nprotos == cap) {
			cap = cap ? cap * 2 : 1024;
			protos = xrealloc(protos, cap * sizeof(*protos));
		}
		protos[nprotos++] = (struct rawtp_proto){ name + 10, id };
	}
	qsort(protos, nprotos, sizeof(*protos), by_event);
	return rawtp_btf;
}

/* The BTF id of the prototype typedef of tracepoint event, or -1. */
static int proto_id(const char *event)
{
	struct rawtp_proto key = { event, 0 }, *hit;

	hit = bsearch(&key, protos, nprotos, sizeof(*protos), by_event);
	return hit ? (int)hit->id : -1;
}

/* Fills p's args from the tracepoint's BTF prototype; false if it has none. */
static bool proto_args(struct host *h, struct probe *p, const char *event)
{
	struct btf *btf = vmlinux_btf();
	const struct btf_type *t;
	const struct btf_param *params;
	int id;

	if (!btf)
		return false;
	id = proto_id(event);
	if (id < 0)
		return false;
	t = btf__type_by_id(btf, (uint32_t)id);            /* typedef -> pointer -> proto */
	t = t ? btf__type_by_id(btf, t->type) : NULL;
	t = t && btf_is_ptr(t) ? btf__type_by_id(btf, t->type) : NULL;
	if (!t || !btf_is_func_proto(t))
		return false;
	params = btf_params(t);
	for (uint16_t i = 1; i < btf_vlen(t) && p->nargs < PROBE_MAXARGS; i++) {
		struct probe_arg *a = &p->args[p->nargs++];
		const struct btf_type *at = btf__type_by_id(btf, params[i].type);

		a->off = (uint16_t)(8 * (i - 1));
		a->size = 8;
		a->type = btf_type_dname(h->arena, btf, params[i].type, UINT32_MAX);
		a->is_signed = at && btf_is_int(at) && (btf_int_encoding(at) & BTF_INT_SIGNED);
	}
	return true;
}

static int offer(void *ctx, const char *subsys, const char *event)
{
	struct rawtp_walk *w = ctx;
	struct probe p = {
		.prov = "rawtp", .mod = subsys, .func = "", .name = event,
		.prv = w->prv,
	};

	if (!proto_args(w->h, &p, event))
		return 0;
	return w->visit(w->h, &p);
}

/* Nothing is listed up front: rawtp_match reads tracefs for each description. */
static int rawtp_list(const struct provider *prv, struct host *h, probe_visit_fn *visit)
{
	(void)prv;
	(void)h;
	(void)visit;
	return 0;
}

static int rawtp_match(const struct provider *prv, struct host *h, const char *const pd[4],
		       probe_visit_fn *visit)
{
	struct rawtp_walk w = { prv, h, visit };

	if (*pd[2] && !glob_match(pd[2], ""))
		return 0; /* tracepoints have no function */
	return attach_each_tracepoint(pd[1], pd[3], offer, &w);
}

static int rawtp_plan(struct host *h, struct probe **probes, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		char name[256];
		struct attach_point *ap;

		snprintf(name, sizeof(name), "rawtp:%s::%s", probes[i]->mod, probes[i]->name);
		ap = host_new_point(h, &prov_rawtp, name, &probes[i], 1);
		ap->prog_type = PROG_RAW_TP;
		ap->ctx = CTX_FIELDS;
		ap->id_mode = PROBE_ID_FIXED;
		ap->nargs = probes[i]->nargs;
		memcpy(ap->args, probes[i]->args, sizeof(ap->args));
		ap->rt = ARENA_NEW(h->arena, struct attach_perf);
	}
	return 0;
}

static int rawtp_attach(struct session *s, struct attach_point *ap, int prog_fd)
{
	(void)s;
	return attach_raw_tp(ap->probes[0]->name, prog_fd, ap->name, ap->rt);
}

const struct provider prov_rawtp = {
	.name = "rawtp",
	.list = rawtp_list,
	.match = rawtp_match,
	.plan = rawtp_plan,
	.attach = rawtp_attach,
	.detach = attach_detach_perf,
};
