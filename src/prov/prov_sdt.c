/*
 * prov_sdt.c - the sdt provider: every kernel tracepoint, as
 * sdt:SUBSYSTEM::EVENT (module = the tracepoint's subsystem, no function).
 *
 * Probes come from tracefs (events/<subsystem>/<event>/), read only as far
 * as the description needs: a literal subsystem or event name is looked up
 * directly, so that descriptions such as BEGIN, which glob every provider,
 * stay cheap; only a glob over both walks all ~2000 tracepoints. args[] are
 * the tracepoint's own fields after the common ones, in order, read from
 * its format file when a probe is enabled: integers keep their size and
 * sign, a dynamic field (__data_loc, __rel_loc) is the address of its data
 * ("char *" for a string: stringof(args[N])), anything else (fixed
 * arrays) reads as 0. Each enabled probe is
 * a perf tracepoint event with its program set.
 */
#include "providers.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/glob.h"
#include "../base/util.h"
#include "../rt/attach.h"
#include "../rt/host.h"
#include "../rt/session.h"

struct sdt_walk {
	const struct provider *prv;
	struct host *h;
	probe_visit_fn *visit;
};

static int offer(void *ctx, const char *subsys, const char *event)
{
	struct sdt_walk *w = ctx;
	struct probe p = {
		.prov = "sdt", .mod = subsys, .func = "", .name = event,
		.prv = w->prv,
	};

	return w->visit(w->h, &p);
}

/* Nothing is listed up front: sdt_match reads tracefs for each description. */
static int sdt_list(const struct provider *prv, struct host *h, probe_visit_fn *visit)
{
	(void)prv;
	(void)h;
	(void)visit;
	return 0;
}

static int sdt_match(const struct provider *prv, struct host *h, const char *const pd[4],
		     probe_visit_fn *visit)
{
	struct sdt_walk w = { prv, h, visit };

	if (*pd[2] && !glob_match(pd[2], ""))
		return 0; /* tracepoints have no function */
	return attach_each_tracepoint(pd[1], pd[3], offer, &w);
}

/* The D type of an integer field of this size and sign, or NULL. */
static const char *int_type(uint32_t size, bool is_signed)
{
	switch (size) {
	case 1: return is_signed ? "int8_t" : "uint8_t";
	case 2: return is_signed ? "int16_t" : "uint16_t";
	case 4: return is_signed ? "int32_t" : "uint32_t";
	case 8: return is_signed ? "int64_t" : "uint64_t";
	default: return NULL;
	}
}

/*
 * The D type of a dynamic field (decl: "__data_loc char[] filename",
 * "__rel_loc u8[] buf"), whose value is a 32-bit word: the data's length
 * in the high 16 bits, its offset in the low 16, from the record's start
 * (__data_loc) or from the word's end (__rel_loc). args[] holds the
 * data's address: a char array is a "char *" (stringof(args[N]) reads
 * it), anything else a "void *". NULL if decl is not a dynamic field;
 * *rel: whether it is a __rel_loc one.
 */
static const char *dyn_type(const char *decl, bool *rel)
{
	while (*decl == ' ' || *decl == '\t')
		decl++;
	*rel = strncmp(decl, "__rel_loc ", 10) == 0;
	if (!*rel && strncmp(decl, "__data_loc ", 11) != 0)
		return NULL;
	decl += *rel ? 10 : 11;
	while (*decl == ' ')
		decl++;
	if (strncmp(decl, "const ", 6) == 0)
		decl += 6;
	return strncmp(decl, "char[]", 6) == 0 || strncmp(decl, "char []", 7) == 0 ? "char *" : "void *";
}

/* Fills ap->args from the format file of tracepoint subsys/event. */
static void read_args(struct attach_point *ap, const char *subsys, const char *event)
{
	char path[512], *text;
	const char *line;

	snprintf(path, sizeof(path), "%s/events/%s/%s/format", attach_tracefs(), subsys, event);
	text = util_read_file(path, NULL);
	for (line = text; line && *line && ap->nargs < PROBE_MAXARGS;) {
		const char *off = strstr(line, "offset:"), *size = strstr(line, "size:");
		const char *sgn = strstr(line, "signed:"), *end = strchr(line, '\n');
		const char *field = strstr(line, "field:");

		if (!end)
			end = line + strlen(line);
		if (field && field < end && off && size && sgn && sgn < end && atoi(off + 7) >= 8) {
			struct probe_arg *a = &ap->args[ap->nargs++];
			uint32_t sz = (uint32_t)atoi(size + 5);
			bool array = memchr(field, '[', (size_t)(off - field)) != NULL;

			bool rel;
			const char *dyn = sz == 4 ? dyn_type(field + 6, &rel) : NULL;

			a->off = (uint16_t)atoi(off + 7);
			a->is_signed = atoi(sgn + 7) != 0;
			a->size = !array && int_type(sz, a->is_signed) ? (uint8_t)sz : 0;
			a->type = a->size ? int_type(sz, a->is_signed) : NULL;
			if (dyn) {
				a->from = PROBE_ARG_DATALOC;
				a->type = dyn;
				a->size = 8;
				a->is_signed = false;
				a->val = rel ? a->off + 4 : 0;
			}
		}
		line = *end ? end + 1 : end;
	}
	free(text);
}

static int sdt_plan(struct host *h, struct probe **probes, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		char name[256];
		struct attach_point *ap;

		snprintf(name, sizeof(name), "sdt:%s::%s", probes[i]->mod, probes[i]->name);
		ap = host_new_point(h, &prov_sdt, name, &probes[i], 1);
		ap->prog_type = PROG_TRACEPOINT;
		ap->ctx = CTX_FIELDS;
		ap->id_mode = PROBE_ID_FIXED;
		ap->rt = ARENA_NEW(h->arena, struct attach_perf);
		read_args(ap, probes[i]->mod, probes[i]->name);
		probes[i]->nargs = ap->nargs;
		memcpy(probes[i]->args, ap->args, sizeof(ap->args));
	}
	return 0;
}

static int sdt_attach(struct session *s, struct attach_point *ap, int prog_fd)
{
	const struct probe *p = ap->probes[0];

	return attach_tracepoint(s, p->mod, p->name, prog_fd, ap->name, ap->rt);
}

/* -lv: the fields after the common ones, as the tracepoint's format declares them. */
static void sdt_describe(struct host *h, struct probe *prb)
{
	const char *types[PROBE_MAXARGS];
	uint32_t n = attach_tracepoint_types(h->arena, prb->mod, prb->name, 8, types, PROBE_MAXARGS);

	if (!n)
		return;
	prb->nargs = n;
	for (uint32_t i = 0; i < n; i++) {
		bool rel;
		const char *dyn = dyn_type(types[i], &rel);

		prb->args[i].type = dyn ? dyn : types[i];
	}
}

const struct provider prov_sdt = {
	.name = "sdt",
	.list = sdt_list,
	.describe = sdt_describe,
	.match = sdt_match,
	.plan = sdt_plan,
	.attach = sdt_attach,
	.detach = attach_detach_perf,
};
