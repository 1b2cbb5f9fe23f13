/*
 * cg_fixture.h - a hand-built struct cc_host for code generator tests
 * (test_cg.c, verify_corpus.c): no tracefs, no root.
 *
 * Probes: dtrace:::BEGIN (1), END (2); syscall::NAME:entry/return for
 * read, write, open, close (ids 4 + 2 * nr, 5 + 2 * nr); profile:::profile-97
 * (1000), profile:::tick-1s (1001). Attach points: BEGIN/END raw tracepoints
 * (CTX_FIELDS, no args); one syscalls/sys_enter_NAME tracepoint per probe
 * (args at 16 + 8 * i; return value at 16), except that more than two entry
 * probes share one raw_syscalls:sys_enter point (PROBE_ID_FROM_CTX);
 * profile probes are CTX_PERF perf events.
 */
#ifndef TESTS_UNIT_CG_FIXTURE_H
#define TESTS_UNIT_CG_FIXTURE_H

#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

#include "cc/cc.h"

static const char *const fx_sys[] = { "read", "write", "open", "close" };

struct fx {
	struct probe probes[16];
	uint32_t nprobes;
	struct attach_point aps[16];
	uint32_t naps;
	struct probe *out[16];
};

static struct fx fx_state;

static void fx_add(struct fx *f, uint32_t id, const char *prov, const char *func, const char *name)
{
	struct probe *p = &f->probes[f->nprobes++];

	memset(p, 0, sizeof(*p));
	p->id = id;
	p->prov = prov;
	p->mod = "";
	p->func = func;
	p->name = name;
	if (strcmp(prov, "syscall") == 0) {
		p->nargs = strcmp(name, "entry") == 0 ? 3 : 2;
		for (uint32_t i = 0; i < p->nargs; i++) {
			p->args[i].off = (uint16_t)(16 + (strcmp(name, "entry") == 0 ? 8 * i : 0));
			p->args[i].size = 8;
			p->args[i].is_signed = strcmp(name, "return") == 0;
			p->args[i].type = strcmp(name, "entry") == 0 && i == 0 ? "int" : "uint64_t";
		}
		if (strcmp(name, "return") == 0)
			p->args[0].type = p->args[1].type = "int64_t";
	}
}

static void fx_init(void)
{
	struct fx *f = &fx_state;

	memset(f, 0, sizeof(*f));
	fx_add(f, 1, "dtrace", "", "BEGIN");
	fx_add(f, 2, "dtrace", "", "END");
	for (uint32_t nr = 0; nr < 4; nr++) {
		fx_add(f, 4 + 2 * nr, "syscall", fx_sys[nr], "entry");
		fx_add(f, 5 + 2 * nr, "syscall", fx_sys[nr], "return");
	}
	fx_add(f, 1000, "profile", "", "profile-97");
	fx_add(f, 1001, "profile", "", "tick-1s");
}

static bool fx_field(const char *pat, const char *s)
{
	return !pat || !*pat || fnmatch(pat, s, 0) == 0;
}

static int fx_match(struct cc *cc, void *ctx, const struct node *pd, struct probe ***out, uint32_t *nout)
{
	struct fx *f = ctx;
	uint32_t n = 0;

	(void)cc;
	for (uint32_t i = 0; i < f->nprobes; i++) {
		struct probe *p = &f->probes[i];

		if (fx_field(pd->pdesc[0], p->prov) && fx_field(pd->pdesc[1], p->mod) &&
		    fx_field(pd->pdesc[2], p->func) && fx_field(pd->pdesc[3], p->name))
			f->out[n++] = p;
	}
	*out = f->out;
	*nout = n;
	return (int)n;
}

static struct attach_point *fx_ap(struct cc *cc, struct fx *f, enum prog_type type, enum ctx_kind ctx,
				  const char *name)
{
	struct attach_point *ap = &f->aps[f->naps++];

	memset(ap, 0, sizeof(*ap));
	ap->prog_type = type;
	ap->ctx = ctx;
	ap->name = name;
	ap->probes = ARENA_NEWN(&cc->arena, struct probe *, 16);
	return ap;
}

static int fx_plan(struct cc *cc, void *ctx, struct probe **probes, uint32_t n)
{
	struct fx *f = ctx;
	struct attach_point *all = NULL;
	uint32_t nentry = 0;

	f->naps = 0;
	for (uint32_t i = 0; i < n; i++)
		nentry += strcmp(probes[i]->prov, "syscall") == 0 && strcmp(probes[i]->name, "entry") == 0;
	for (uint32_t i = 0; i < n; i++) {
		struct probe *p = probes[i];
		struct attach_point *ap;

		if (strcmp(p->prov, "syscall") == 0 && strcmp(p->name, "entry") == 0 && nentry > 2) {
			if (!all) {
				all = fx_ap(cc, f, PROG_TRACEPOINT, CTX_FIELDS, "syscall:::entry");
				all->id_mode = PROBE_ID_FROM_CTX;
				all->id_off = 8;
				all->id_size = 8;
				all->id_base = 4;
				all->id_stride = 2;
				all->nargs = 6;
				for (uint32_t a = 0; a < 6; a++) {
					all->args[a].off = (uint16_t)(16 + 8 * a);
					all->args[a].size = 8;
				}
			}
			ap = all;
		} else if (strcmp(p->prov, "profile") == 0) {
			ap = fx_ap(cc, f, PROG_PERF_EVENT, CTX_PERF, p->name);
		} else if (strcmp(p->prov, "dtrace") == 0) {
			ap = fx_ap(cc, f, PROG_RAW_TP, CTX_FIELDS, p->name);
			ap->always_live = true;
		} else {
			ap = fx_ap(cc, f, PROG_TRACEPOINT, CTX_FIELDS, p->func);
			ap->nargs = p->nargs;
			memcpy(ap->args, p->args, sizeof(p->args));
		}
		ap->probes[ap->nprobes++] = p;
		p->ap = ap;
	}
	return 0;
}

/* Compiles D text with the fixture; returns the prog_desc or NULL (cc->diag says why). */
static struct prog_desc *fx_compile(struct cc *cc, struct arena *out, const char *text,
				    struct type *(*kt)(struct cc *, void *, const char *))
{
	static struct cc_host host;
	struct cc_opts opts = { .strsize = 256 };
	struct prog_desc *pd = NULL;

	fx_init();
	host.match_probes = fx_match;
	host.plan_attach = fx_plan;
	host.kernel_type = kt;
	host.ctx = &fx_state;
	cc_init(cc, &host, &opts);
	if (cc_parse(cc, text, NULL, true) || cc_match(cc) || cc_check(cc) || cc_finish(cc, out, &pd))
		return NULL;
	return pd;
}

#endif
