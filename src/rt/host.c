/*
 * host.c - the compiler's host on the runtime side (see host.h).
 *
 * Matching walks every provider whose name globs the description's
 * provider field, lets it offer its probes (fixed tables, then on-demand
 * ones), and keeps those whose module, function and name glob too. A probe
 * is created once and returned as the same struct every time; providers
 * with fixed numbering (dtrace, syscall) give ids, the others are numbered
 * here from HOST_FIRST_DYNAMIC_ID up, as created.
 */
#include "host.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/glob.h"
#include "../base/util.h"
#include "../sym/sym.h"
#include "../sym/demangle.h"
#include "../sym/usym.h"
#include "btf.h"
#include "kfeat.h"
#include "load.h"

struct probe *host_probe(struct host *h, uint32_t id)
{
	return id < h->id_cap ? h->by_id[id] : NULL;
}

static void remember(struct host *h, struct probe *prb)
{
	if (prb->id >= h->id_cap) {
		uint32_t cap = h->id_cap ? h->id_cap : 1024;

		while (cap <= prb->id)
			cap *= 2;
		h->by_id = xrealloc(h->by_id, sizeof(*h->by_id) * cap);
		memset(h->by_id + h->id_cap, 0, sizeof(*h->by_id) * (cap - h->id_cap));
		h->found_in = xrealloc(h->found_in, sizeof(*h->found_in) * cap);
		memset(h->found_in + h->id_cap, 0, sizeof(*h->found_in) * (cap - h->id_cap));
		h->id_cap = cap;
	}
	h->by_id[prb->id] = prb;
}

static bool same_names(const struct probe *a, const struct probe *b)
{
	return a->prv == b->prv && strcmp(a->prov, b->prov) == 0 && strcmp(a->mod, b->mod) == 0 &&
	       strcmp(a->func, b->func) == 0 && strcmp(a->name, b->name) == 0;
}

static uint32_t names_hash(const struct probe *p)
{
	const char *const parts[4] = { p->prov, p->mod, p->func, p->name };
	uint32_t hash = UTIL_HASH_INIT;

	for (int i = 0; i < 4; i++) /* each with its NUL: "ab","c" is not "a","bc" */
		hash = util_hash(hash, parts[i], strlen(parts[i]) + 1);
	return hash;
}

/*
 * The slot of by_name where probes named as tmpl (whose names_hash is
 * hash) is, or would go. Slots keep their probe's hash beside it
 * (name_hash), so that a probe in a slot is compared, and its struct read,
 * only when the hashes agree: with fbt's 100,000 probes (-l) those reads
 * were cache misses on most steps of the probing.
 */
static uint32_t name_slot(struct host *h, const struct probe *tmpl, uint32_t hash)
{
	uint32_t i = hash & (h->name_cap - 1);

	while (h->by_name[i] && (h->name_hash[i] != hash || !same_names(h->by_name[i], tmpl)))
		i = (i + 1) & (h->name_cap - 1);
	return i;
}

/* Indexes a host-numbered probe by its names (fbt alone makes 100,000); slot from name_slot. */
static void remember_name(struct host *h, struct probe *prb, uint32_t hash, uint32_t slot)
{
	if (2 * (h->nnamed + 1) > h->name_cap) {
		struct probe **old = h->by_name;
		uint32_t *old_hash = h->name_hash;
		uint32_t old_cap = h->name_cap;

		h->name_cap = old_cap ? 2 * old_cap : 1024;
		h->by_name = xcalloc(h->name_cap, sizeof(*h->by_name));
		h->name_hash = xmalloc(sizeof(*h->name_hash) * h->name_cap);
		for (uint32_t i = 0; i < old_cap; i++) {
			if (old[i]) {
				uint32_t j = old_hash[i] & (h->name_cap - 1);

				while (h->by_name[j])
					j = (j + 1) & (h->name_cap - 1);
				h->by_name[j] = old[i];
				h->name_hash[j] = old_hash[i];
			}
		}
		free(old);
		free(old_hash);
		slot = name_slot(h, prb, hash);
	}
	h->by_name[slot] = prb;
	h->name_hash[slot] = hash;
	h->nnamed++;
}

/* Returns the probe tmpl describes, creating it on first sight (*fresh then). */
static struct probe *intern(struct host *h, const struct probe *tmpl, bool *fresh)
{
	struct probe *prb;
	uint32_t hash = 0, slot = 0;

	*fresh = false;
	if (tmpl->id) {
		prb = host_probe(h, tmpl->id);
		if (prb)
			return prb;
	} else {
		hash = names_hash(tmpl);
		slot = h->name_cap ? name_slot(h, tmpl, hash) : 0;
		if (h->name_cap && h->by_name[slot])
			return h->by_name[slot];
	}
	*fresh = true;
	prb = ARENA_NEW(h->arena, struct probe);
	*prb = *tmpl;
	prb->id = tmpl->id ? tmpl->id : h->next_id++;
	prb->prov = arena_strdup(h->arena, tmpl->prov);
	prb->mod = arena_strdup(h->arena, tmpl->mod);
	prb->func = arena_strdup(h->arena, tmpl->func);
	prb->name = arena_strdup(h->arena, tmpl->name);
	prb->ap = NULL;
	remember(h, prb);
	if (!tmpl->id)
		remember_name(h, prb, hash, slot);
	return prb;
}

struct probe *host_intern(struct host *h, const struct probe *tmpl)
{
	bool fresh;

	return intern(h, tmpl, &fresh);
}

static int visit(struct host *h, const struct probe *tmpl)
{
	struct probe *prb;
	bool fresh;

	/* modules by basename, or shared objects without version or .so (libc.so.6: libc) */
	if (!usym_module_match(h->pat[1], tmpl->mod) || !demangle_match(h->pat[2], tmpl->func) ||
	    !glob_match(h->pat[3], tmpl->name))
		return 0;
	prb = intern(h, tmpl, &fresh);
	if (h->found_in[prb->id] == h->match_seq)
		return 0; /* offered twice (a fixed table, then on demand) */
	h->found_in[prb->id] = h->match_seq;
	if (h->nfound == h->found_cap) {
		h->found_cap = h->found_cap ? h->found_cap * 2 : 64;
		h->found = xrealloc(h->found, sizeof(*h->found) * h->found_cap);
	}
	h->found[h->nfound++] = prb;
	return 0;
}

/*
 * True if provider field p names a process's provider of prv: NAME<pid>
 * literally (pid1234), or for an any_name provider, any name then the pid
 * (dtest1234).
 */
static bool names_process(const struct provider *prv, const char *p)
{
	size_t len = strlen(p), digits = 0;

	while (digits < len && isdigit((unsigned char)p[len - digits - 1]))
		digits++;
	if (digits && digits == len && prv->any_name)
		return true; /* "1234": every USDT provider of process 1234 (dtrace -l -p) */
	if (!digits || digits == len || strpbrk(p, "*?[\\"))
		return false;
	if (prv->any_name)
		return true;
	return len - digits == strlen(prv->name) && strncmp(p, prv->name, len - digits) == 0;
}

/* The providers' list, NULL-terminated (empty without providers). */
static const struct provider *const *provider_list(const struct host *h)
{
	static const struct provider *const none[] = { NULL };

	return h->provs ? h->provs->list : none;
}

void host_match_fail(struct host *h, enum errtag tag, const char *fmt, ...)
{
	va_list ap;

	h->match_tag = tag;
	va_start(ap, fmt);
	vsnprintf(h->match_msg, sizeof(h->match_msg), fmt, ap);
	va_end(ap);
}

int host_match(struct host *h, const char *const pd[4])
{
	h->nfound = 0;
	h->match_msg[0] = '\0';
	h->match_seq++;
	memcpy(h->pat, pd, sizeof(h->pat));
	for (const struct provider *const *pp = provider_list(h); *pp; pp++) {
		const struct provider *prv = *pp;
		int err;

		if (prv->per_process) {
			if (!names_process(prv, pd[0]))
				continue;
		} else if (!glob_match(pd[0], prv->name)) {
			continue;
		}
		err = prv->list(prv, h, visit);
		if (!err && prv->match)
			err = prv->match(prv, h, pd, visit);
		if (err)
			return err;
	}
	return 0;
}

void host_split_desc(const char *spec, int last, char *buf, size_t len, const char *pd[4])
{
	char *parts[4];
	int n = 0;

	snprintf(buf, len, "%s", spec);
	parts[n++] = buf;
	for (char *p = buf; *p; p++) {
		if (*p == '\\' && p[1]) {
			p++;
		} else if (*p == ':' && n < 4) {
			*p = '\0';
			parts[n++] = p + 1;
		}
	}
	for (int i = 0; i < 4; i++)
		pd[i] = "";
	if (last < n - 1)
		last = n - 1;
	for (int i = 0; i < n; i++)
		pd[last - (n - 1) + i] = parts[i];
}

static int by_id(const void *a, const void *b)
{
	const struct probe *pa = *(struct probe *const *)a, *pb = *(struct probe *const *)b;

	return pa->id < pb->id ? -1 : pa->id > pb->id;
}

void host_list(struct host *h, FILE *f, struct probe **probes, uint32_t n, bool verbose)
{
	struct probe **sorted = xmalloc(sizeof(*sorted) * (n ? n : 1));

	memcpy(sorted, probes, sizeof(*sorted) * n);
	qsort(sorted, n, sizeof(*sorted), by_id);
	fprintf(f, "%5s %10s %17s %33s %s\n", "ID", "PROVIDER", "MODULE", "FUNCTION", "NAME");
	for (uint32_t i = 0; i < n; i++) {
		fprintf(f, "%5u %10s %17s %33s %s\n", sorted[i]->id, sorted[i]->prov, sorted[i]->mod,
			sorted[i]->func, sorted[i]->name);
		if (verbose && h->provs && h->provs->print_info)
			h->provs->print_info(f, h, sorted[i]);
	}
	free(sorted);
}

struct attach_point *host_new_point(struct host *h, const struct provider *prv, const char *name,
				    struct probe **probes, uint32_t n)
{
	struct attach_point *ap = ARENA_NEW(h->arena, struct attach_point);

	ap->prv = prv;
	ap->name = arena_strdup(h->arena, name);
	ap->probes = ARENA_NEWN(h->arena, struct probe *, n ? n : 1);
	memcpy(ap->probes, probes, sizeof(*probes) * n);
	ap->nprobes = n;
	for (uint32_t i = 0; i < n; i++)
		probes[i]->ap = ap;
	if ((h->npoints & (h->npoints - 1)) == 0) /* doubling at each power of two */
		h->points = xrealloc(h->points, sizeof(*h->points) * (h->npoints ? 2 * h->npoints : 1));
	h->points[h->npoints++] = ap;
	return ap;
}

/* cc_host.match_probes */
static int host_cc_match(struct cc *cc, void *ctx, const struct node *pd, struct probe ***out,
			 uint32_t *nout)
{
	struct host *h = ctx;
	int err;

	h->pdesc = pd;
	err = host_match(h, pd->pdesc);
	h->pdesc = NULL;
	*out = NULL;
	*nout = 0;
	if (err && h->match_msg[0])
		cc_error(cc, pd->pos, h->match_tag, "%s", h->match_msg);
	if (err)
		return err;
	*out = ARENA_NEWN(&cc->arena, struct probe *, h->nfound ? h->nfound : 1);
	if (h->nfound) /* none found: h->found may be NULL */
		memcpy(*out, h->found, sizeof(**out) * h->nfound);
	*nout = h->nfound;

	return (int)h->nfound;
}

/* cc_host.plan_attach: each provider groups its own enabled probes. */
static int host_cc_plan(struct cc *cc, void *ctx, struct probe **probes, uint32_t nprobes)
{
	struct host *h = ctx;
	struct probe **mine = xmalloc(sizeof(*mine) * (nprobes ? nprobes : 1));
	int err = 0;

	h->npoints = 0;
	for (const struct provider *const *pp = provider_list(h); *pp && !err; pp++) {
		uint32_t n = 0;

		for (uint32_t i = 0; i < nprobes; i++)
			if (probes[i]->prv == *pp)
				mine[n++] = probes[i];
		if (n || (*pp)->plan_unmatched)
			err = (*pp)->plan(h, mine, n);
	}
	free(mine);
	if (cc) {
		cc->points = h->points;
		cc->npoints = h->npoints;
	}
	return err;
}

/* cc_host.kernel_type: from vmlinux BTF (btf.c). */
static struct type *host_cc_kernel_type(struct cc *cc, void *ctx, const char *name)
{
	(void)ctx;
	return btf_kernel_type(cc, name);
}

/* cc_host.kernel_sym: the address from /proc/kallsyms (sym.c), the type from a BTF VAR (btf.c). */
static int host_cc_kernel_sym(struct cc *cc, void *ctx, const char *mod, const char *name, uint64_t *addr,
			      struct type **ty)
{
	bool percpu;

	(void)ctx;
	*ty = btf_kernel_var(cc, name, &percpu);
	if (*ty && percpu)
		return -EXDEV;
	return sym_kernel_addr(mod, name, addr);
}

/*
 * cc_host.kernel_percpu_id: from vmlinux BTF (btf.c), where /proc/kallsyms
 * lists the variable too: the kernel finds its address there when it loads
 * the program (a kernel built without CONFIG_KALLSYMS_ALL lists none).
 */
static uint32_t host_cc_kernel_percpu_id(struct cc *cc, void *ctx, const char *name)
{
	uint32_t id = btf_kernel_percpu_id(name);

	(void)cc;
	(void)ctx;
	return id && sym_kernel_percpu_listed(name) ? id : 0;
}

/* cc_host.task_storage: tried on this kernel (load.c). */
static bool host_cc_task_storage(struct cc *cc, void *ctx, enum prog_type type)
{
	(void)cc;
	(void)ctx;
	return kfeat_task_storage(type);
}

/* cc_host.helper: asked of this kernel (kfeat.c). */
static bool host_cc_helper(struct cc *cc, void *ctx, enum prog_type type, int func)
{
	(void)cc;
	(void)ctx;
	return kfeat_helper(type, func);
}

void host_init(struct host *h, struct arena *arena, const struct provider_set *provs)
{
	memset(h, 0, sizeof(*h));
	h->arena = arena;
	h->provs = provs;
	h->next_id = HOST_FIRST_DYNAMIC_ID;
	h->cc_host.match_probes = host_cc_match;
	h->cc_host.plan_attach = host_cc_plan;
	h->cc_host.kernel_type = host_cc_kernel_type;
	h->cc_host.task_storage = host_cc_task_storage;
	h->cc_host.helper = host_cc_helper;
	h->cc_host.kernel_sym = host_cc_kernel_sym;
	h->cc_host.kernel_percpu_id = host_cc_kernel_percpu_id;
	h->cc_host.ctx = h;
}

void host_fini(struct host *h)
{
	btf_release();
	free(h->by_id);
	free(h->found_in);
	h->found_in = NULL;
	free(h->type_names);
	h->type_names = NULL;
	free(h->by_name);
	free(h->name_hash);
	h->by_name = NULL;
	h->name_hash = NULL;
	free(h->found);
	free(h->points);
	h->by_id = NULL;
	h->found = NULL;
	h->points = NULL;
}
