/*
 * cc.c - the compiler's entry points (see cc.h): each sets up the error jump,
 * runs one stage, and turns a cc_error() into a -1 return.
 */
#include "cc.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../base/ptrmap.h"
#include "../base/util.h"
#include "cg.h"
#include "check.h"
#include "dhdr.h"
#include "dlib.h"
#include "parse.h"

void cc_init(struct cc *cc, const struct cc_host *host, const struct cc_opts *opts)
{
	memset(cc, 0, sizeof(*cc));
	cc->host = host;
	cc->opts = *opts;
	if (!cc->opts.strsize)
		cc->opts.strsize = 256;
	cc->prog = ARENA_NEW(&cc->arena, struct node);
	cc->prog->kind = NODE_PROGRAM;
}

void cc_fini(struct cc *cc)
{
	arena_free(&cc->arena);
}

static void vrecord(struct cc *cc, enum diag_kind kind, struct srcpos pos, enum errtag tag,
		    const char *fmt, va_list ap)
{
	cc->diag.kind = kind;
	cc->diag.tag = tag;
	cc->diag.pos = pos;
	vsnprintf(cc->diag.msg, sizeof(cc->diag.msg), fmt, ap);
}

void cc_error(struct cc *cc, struct srcpos pos, enum errtag tag, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vrecord(cc, DIAG_ERROR, pos, tag, fmt, ap);
	va_end(ap);
	if (!cc->jmp)
		BUG("cc_error outside a compile entry point");
	longjmp(*cc->jmp, 1);
}

void cc_warn(struct cc *cc, struct srcpos pos, enum errtag tag, const char *fmt, ...)
{
	struct diag saved = cc->diag;
	va_list ap;

	va_start(ap, fmt);
	vrecord(cc, DIAG_WARNING, pos, tag, fmt, ap);
	va_end(ap);
	cc_print_diag(cc, stderr, isatty(2) ? DIAG_CARET : DIAG_COMPAT);
	cc->diag = saved;
}

void cc_print_diag(struct cc *cc, FILE *f, enum diag_style style)
{
	struct diag_src src = {0};

	if (cc->diag.pos.file < cc->nsrcs) {
		const struct cc_src *s = &cc->srcs[cc->diag.pos.file];

		src.name = s->name;
		src.text = s->orig ? s->orig : s->text;
		src.is_cmdline = s->is_cmdline;
	}
	diag_print(f, &cc->diag, &src, style, cc->opts.errtags);
}

/*
 * A BUG() inside a stage is the compiler's fault, not the user's: it fails
 * the compile with D_UNKNOWN at the start of the program rather than
 * aborting dtrace (the fuzzer's crashes become messages while they are fixed).
 */
static void cc_bug(void *ctx, const char *file, int line, const char *msg)
{
	struct cc *cc = ctx;
	struct srcpos pos = { 0 };

	cc_error(cc, pos, D_UNKNOWN, "internal compiler error at %s:%d: %s", file, line, msg);
}

/* Runs a stage under the error jump: 0, or -1 with cc->diag set. */
#define CC_GUARDED(cc, call)                                                               \
	do {                                                                               \
		jmp_buf jb;                                                                \
		jmp_buf *prev = (cc)->jmp;                                                 \
		void *prev_bug_ctx;                                                        \
		util_bug_fn *prev_bug = util_bug_handler(cc_bug, (cc), &prev_bug_ctx);     \
		if (setjmp(jb)) {                                                          \
			(cc)->jmp = prev;                                                  \
			util_bug_handler(prev_bug, prev_bug_ctx, NULL);                    \
			return -1;                                                         \
		}                                                                          \
		(cc)->jmp = &jb;                                                           \
		call;                                                                      \
		(cc)->jmp = prev;                                                          \
		util_bug_handler(prev_bug, prev_bug_ctx, NULL);                            \
	} while (0)

int cc_parse(struct cc *cc, const char *text, const char *name, bool is_cmdline)
{
	return cc_parse_len(cc, text, strlen(text), name, is_cmdline);
}

int cc_parse_len(struct cc *cc, const char *text, size_t len, const char *name, bool is_cmdline)
{
	uint32_t unit;
	char *copy;

	if (cc->nsrcs == ARRAY_LEN(cc->srcs)) {
		snprintf(cc->diag.msg, sizeof(cc->diag.msg), "too many -s and -n arguments");
		return -1;
	}
	unit = cc->nsrcs++;
	cc->srcs[unit].name = name ? arena_strdup(&cc->arena, name) : NULL;
	copy = arena_alloc(&cc->arena, len + 1);
	memcpy(copy, text, len);
	copy[len] = '\0';
	cc->srcs[unit].text = copy;
	cc->srcs[unit].len = len;
	cc->srcs[unit].is_cmdline = is_cmdline;
	CC_GUARDED(cc, parse_unit(cc, unit));
	return 0;
}

int cc_parse_lib(struct cc *cc, const char *text, size_t len, const char *name)
{
	struct node *tail = cc->prog_tail, **link;
	int err;

	if (cc->nsrcs < ARRAY_LEN(cc->srcs))
		cc->srcs[cc->nsrcs].is_lib = true;
	err = cc_parse_len(cc, text, len, name, false);
	/* the library's clauses are never enabled */
	link = tail ? &tail->next : &cc->prog->list;
	cc->prog_tail = tail;
	while (*link) {
		if ((*link)->kind == NODE_CLAUSE) {
			*link = (*link)->next;
			continue;
		}
		cc->prog_tail = *link;
		link = &(*link)->next;
	}
	return err;
}

int cc_parse_cpp(struct cc *cc, const char *text, const char *orig, const char *name)
{
	if (cc->nsrcs < ARRAY_LEN(cc->srcs))
		cc->srcs[cc->nsrcs].orig = arena_strdup(&cc->arena, orig);
	return cc_parse(cc, text, name, false);
}

uint16_t cc_src_named(struct cc *cc, uint16_t unit, const char *name)
{
	const struct cc_src *u = &cc->srcs[unit];

	if (strcmp(name, "<stdin>") == 0 || (u->name && strcmp(name, u->name) == 0))
		return unit;
	for (uint32_t i = 0; i < cc->nsrcs; i++)
		if (cc->srcs[i].incl_of == unit + 1 && strcmp(cc->srcs[i].name, name) == 0)
			return (uint16_t)i;
	if (cc->nsrcs == ARRAY_LEN(cc->srcs))
		return unit; /* out of room: positions keep the unit's name */
	cc->srcs[cc->nsrcs] = (struct cc_src){
		.name = arena_strdup(&cc->arena, name),
		.is_cmdline = u->is_cmdline,
		.incl_of = (uint16_t)(unit + 1),
	};
	return (uint16_t)cc->nsrcs++;
}

uint16_t cc_src_unit(const struct cc *cc, uint16_t file)
{
	return file < cc->nsrcs && cc->srcs[file].incl_of ? (uint16_t)(cc->srcs[file].incl_of - 1) : file;
}

/* Appends prb to cc->probes unless `enabled` (the probes there, as keys) has it already. */
static void add_probe(struct cc *cc, struct ptrmap *enabled, struct probe *prb)
{
	if (!ptrmap_put(enabled, &cc->arena, prb, NULL, prb))
		return;
	if ((cc->nprobes & (cc->nprobes - 1)) == 0) {
		struct probe **grown = ARENA_NEWN(&cc->arena, struct probe *, cc->nprobes ? cc->nprobes * 2 : 1);

		if (cc->nprobes)
			memcpy(grown, cc->probes, sizeof(*grown) * cc->nprobes);
		cc->probes = grown;
	}
	cc->probes[cc->nprobes++] = prb;
}

/* Counts, for each compile unit, the distinct probes its clauses matched (`seen`: by probe and unit). */
static void count_unit_matches(struct cc *cc, struct probe **found, uint32_t nfound, uint32_t unit,
			       struct ptrmap *seen)
{
	for (uint32_t i = 0; i < nfound; i++)
		if (ptrmap_put(seen, &cc->arena, found[i], &cc->srcs[unit], found[i]))
			cc->srcs[unit].nmatched++;
}

/* True if some compile unit names vtimestamp (a comment or a member that does costs nothing). */
static bool names_vtimestamp(const struct cc *cc)
{
	for (uint32_t u = 0; u < cc->nsrcs; u++)
		for (const char *p = cc->srcs[u].text; p && (p = strstr(p, "vtimestamp")); p++) {
			bool start = p == cc->srcs[u].text || !(isalnum((unsigned char)p[-1]) || p[-1] == '_');

			if (start && !(isalnum((unsigned char)p[10]) || p[10] == '_'))
				return true;
		}
	return false;
}

/*
 * vtimestamp is exact through sched:::on-cpu, enabled here for it alone
 * (cg_task.c): it notes when each CPU's thread came on and its run time so
 * far. Without a sched provider (a test host) vtimestamp is the kernel's
 * run time, updated at switches and ticks only.
 */
static bool match_vtime(struct cc *cc, struct ptrmap *enabled)
{
	static struct node pd = { .kind = NODE_PDESC, .str = "sched:::on-cpu",
				  .pdesc = { "sched", "", "", "on-cpu" } };
	struct probe **found = NULL;
	uint32_t nfound = 0;

	uint32_t n = cc->nprobes;

	if (!names_vtimestamp(cc) || cc->host->match_probes(cc, cc->host->ctx, &pd, &found, &nfound) != 1)
		return false;
	cc->vtime_probe = found[0];
	add_probe(cc, enabled, found[0]);
	return cc->nprobes > n;
}

/*
 * A probe enabled for what its program notes, for the arguments (of kind
 * from) of the program's probes: io:::start notes the request a thread
 * starts, which io:::wait-start/wait-done's arguments are (cg_io.c);
 * lock:contention_begin notes a thread's wait for a lock, which
 * lockstat's contention probes at lock:contention_end say (cg_lockstat.c).
 * Enabled here when a probe has such an argument; *note = the probe.
 */
static bool match_note(struct cc *cc, struct ptrmap *enabled, struct node *pd, uint8_t from, struct probe **note)
{
	struct probe **found = NULL;
	uint32_t nfound = 0, n = cc->nprobes;
	bool needed = false;

	for (uint32_t i = 0; i < cc->nprobes && !needed; i++)
		for (uint32_t k = 0; k < cc->probes[i]->nargs && !needed; k++)
			needed = cc->probes[i]->args[k].from == from;
	if (!needed || cc->host->match_probes(cc, cc->host->ctx, pd, &found, &nfound) != 1)
		return false;
	*note = found[0];
	add_probe(cc, enabled, found[0]);
	return cc->nprobes > n;
}

static struct node ionote_pd = { .kind = NODE_PDESC, .str = "io:::start", .pdesc = { "io", "", "", "start" } };
static struct node locknote_pd = { .kind = NODE_PDESC, .str = "rawtp:lock::contention_begin",
				   .pdesc = { "rawtp", "lock", "", "contention_begin" } };

static void match_all(struct cc *cc)
{
	struct ptrmap enabled = {0}, seen = {0};
	bool vtime_only, ionote_only, locknote_only;

	for (struct node *item = cc->prog->list; item; item = item->next) {
		if (item->kind != NODE_CLAUSE)
			continue;
		for (struct node *pd = item->list; pd; pd = pd->next) {
			struct probe **found = NULL;
			uint32_t nfound = 0;
			int n = cc->host->match_probes(cc, cc->host->ctx, pd, &found, &nfound);

			if (n < 0)
				cc_error(cc, pd->pos, D_PDESC_INVAL, "probe description %s: %s", pd->str,
					 strerror(-n));
			if (nfound == 0 && !cc->opts.zdefs)
				cc_error(cc, pd->pos, D_PDESC_ZERO,
					 "probe description %s does not match any probes", pd->str);
			check_note_matches(cc, pd, found, nfound);
			if (cc->nsrcs > 1)
				count_unit_matches(cc, found, nfound, cc_src_unit(cc, pd->pos.file), &seen);
			ptrmap_reserve(&enabled, &cc->arena, cc->nprobes + nfound);
			for (uint32_t i = 0; i < nfound; i++)
				add_probe(cc, &enabled, found[i]);
		}
	}
	if (cc->nsrcs == 1) /* its clauses matched them all */
		cc->srcs[0].nmatched = cc->nprobes;
	vtime_only = match_vtime(cc, &enabled);
	ionote_only = match_note(cc, &enabled, &ionote_pd, PROBE_ARG_IOREQ, &cc->ionote_probe);
	locknote_only = match_note(cc, &enabled, &locknote_pd, PROBE_ARG_LOCKNOTE, &cc->locknote_probe);
	if (cc->host->plan_attach) {
		int err = cc->host->plan_attach(cc, cc->host->ctx, cc->probes, cc->nprobes);

		if (err < 0)
			cc_error(cc, (struct srcpos){0}, D_PDESC_INVAL, "cannot plan probe attachment: %s",
				 strerror(-err));
	}
	/* planned, but none of the program's: -l does not list them */
	cc->nprobes -= (uint32_t)vtime_only + (uint32_t)ionote_only + (uint32_t)locknote_only;
}

int cc_match(struct cc *cc)
{
	CC_GUARDED(cc, match_all(cc));
	return 0;
}

int cc_check(struct cc *cc)
{
	CC_GUARDED(cc, dlib_parse(cc));
	CC_GUARDED(cc, check_program(cc));
	return 0;
}

int cc_header(struct cc *cc, FILE *f, const char *guard, const char *from)
{
	CC_GUARDED(cc, dhdr_header(cc, f, guard, from));
	return 0;
}

int cc_finish(struct cc *cc, struct arena *out, struct prog_desc **pd)
{
	*pd = NULL;
	CC_GUARDED(cc, *pd = cg_program(cc, out));
	return 0;
}
