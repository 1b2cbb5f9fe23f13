/*
 * prov_fbt.c - the fbt provider: fbt:MODULE:FUNCTION:entry and :return for
 * every traceable kernel function.
 *
 * Functions come from tracefs's available_filter_functions ("name" or
 * "name [module]"; module "vmlinux" otherwise), read once per process and
 * kept sorted; where tracefs will not give that file, from vmlinux BTF's
 * functions. args[] are typed from the function's BTF prototype. As in
 * DTrace, a return probe has arg0 = the offset of the returning
 * instruction (not known to fentry or kretprobes: 0 here) and arg1 = the
 * return value, args[1] typed as the function's return type.
 *
 * Mechanism, chosen when planning: fentry/fexit (BPF_PROG_TYPE_TRACING,
 * attached by BTF id; ctx = u64 slots, fexit's return value in the slot
 * after the arguments), or, when the kernel refuses fentry or the function
 * has no BTF, kprobes/kretprobes through the kprobe PMU (ctx = pt_regs).
 * Both are held by fds. Whether fentry works is tried once, with a minimal
 * program, and only by root: compiling (-e, -S) and listing stay
 * unprivileged and never load anything. DTRACE_FBT=kprobe in the
 * environment asks for kprobes where both work (the tests use it).
 */
#include "providers.h"

#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>
#include <errno.h>
#include <linux/perf_event.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../base/glob.h"
#include "../base/util.h"
#include "../rt/attach.h"
#include "../rt/btf.h"
#include "../rt/host.h"
#include "../rt/kfeat.h"
#include "../rt/load.h"
#include "../rt/session.h"

/* One traceable function. */
struct fbt_func {
	const char *mod;  /* "vmlinux" or the module's name */
	const char *name;
};

/* A BTF function, by name. */
struct fbt_btf_func {
	const char *name;  /* in the BTF's string section */
	uint32_t id;
};

/* A module's split BTF, loaded when one of its functions is offered. */
struct fbt_mod_btf {
	char *mod;
	struct btf *btf;   /* NULL if it has none */
};

/* An attach point's runtime data (ap->rt). */
struct fbt_point {
	struct attach_perf pf;  /* the link or perf event; first, for attach_perf_close */
	bool ret;               /* a return probe */
	bool kprobe;            /* kprobe PMU rather than fentry/fexit */
	uint32_t btf_id;        /* the function's BTF id, 0 = none */
	const char *mod, *func;
};

static struct fbt_func *funcs;
static size_t nfuncs;
static bool funcs_read;
static char *funcs_text;        /* available_filter_functions, names point into it */

static struct btf *vmlinux;
static bool vmlinux_tried;
static struct fbt_btf_func *btf_funcs;
static size_t nbtf_funcs;

static struct fbt_mod_btf *mod_btfs;
static size_t nmod_btfs;


/* kprobe PMU registers of the first six arguments (x86_64 struct pt_regs offsets) */
static const uint16_t kprobe_arg_off[] = { 112, 104, 96, 88, 72, 64 };
enum { KPROBE_AX_OFF = 80 };

static int by_btf_name(const void *a, const void *b)
{
	return strcmp(((const struct fbt_btf_func *)a)->name, ((const struct fbt_btf_func *)b)->name);
}

/* vmlinux BTF with its functions indexed by name, loaded once. */
static struct btf *vmlinux_btf(void)
{
	size_t cap = 0;
	uint32_t n;

	if (vmlinux_tried)
		return vmlinux;
	vmlinux_tried = true;
	vmlinux = btf__load_vmlinux_btf();
	n = vmlinux ? btf__type_cnt(vmlinux) : 0;
	for (uint32_t id = 1; id < n; id++) {
		const struct btf_type *t = btf__type_by_id(vmlinux, id);

		if (!btf_is_func(t))
			continue;
		if (nbtf_funcs == cap) {
			cap = cap ? cap * 2 : 4096;
			btf_funcs = xrealloc(btf_funcs, cap * sizeof(*btf_funcs));
		}
		btf_funcs[nbtf_funcs++] = (struct fbt_btf_func){ btf__name_by_offset(vmlinux, t->name_off), id };
	}
	if (nbtf_funcs)
		qsort(btf_funcs, nbtf_funcs, sizeof(*btf_funcs), by_btf_name);
	return vmlinux;
}

/* The BTF of module mod (split on vmlinux's), or NULL. */
static struct btf *module_btf(const char *mod)
{
	struct btf *base = vmlinux_btf();

	for (size_t i = 0; i < nmod_btfs; i++)
		if (strcmp(mod_btfs[i].mod, mod) == 0)
			return mod_btfs[i].btf;
	mod_btfs = xrealloc(mod_btfs, (nmod_btfs + 1) * sizeof(*mod_btfs));
	mod_btfs[nmod_btfs].mod = xstrdup(mod);
	mod_btfs[nmod_btfs].btf = base ? btf__load_module_btf(mod, base) : NULL;
	return mod_btfs[nmod_btfs++].btf;
}

/* The BTF id of function name (in btf: vmlinux or a module's), or 0. */
static uint32_t func_btf_id(struct btf *btf, const char *mod, const char *name)
{
	if (strcmp(mod, "vmlinux") == 0) {
		struct fbt_btf_func key = { name, 0 }, *hit;

		hit = nbtf_funcs ? bsearch(&key, btf_funcs, nbtf_funcs, sizeof(*btf_funcs), by_btf_name) : NULL;
		return hit ? hit->id : 0;
	}
	if (btf) {
		int id = btf__find_by_name_kind(btf, name, BTF_KIND_FUNC);

		return id > 0 ? (uint32_t)id : 0;
	}
	return 0;
}

static int by_mod_name(const void *a, const void *b)
{
	const struct fbt_func *x = a, *y = b;
	int c = strcmp(x->mod, y->mod);

	return c ? c : strcmp(x->name, y->name);
}

static void add_func(size_t *cap, const char *mod, const char *name)
{
	if (nfuncs == *cap) {
		*cap = *cap ? *cap * 2 : 16384;
		funcs = xrealloc(funcs, *cap * sizeof(*funcs));
	}
	funcs[nfuncs++] = (struct fbt_func){ mod, name };
}

/* Reads available_filter_functions into funcs[]; false if tracefs will not give it. */
static bool read_filter_functions(size_t *cap)
{
	const char *dir = attach_tracefs();
	char path[256];
	char *line, *next;

	if (!dir)
		return false;
	snprintf(path, sizeof(path), "%s/available_filter_functions", dir);
	funcs_text = util_read_file(path, NULL);
	if (!funcs_text)
		return false;
	for (line = funcs_text; line && *line; line = next) {
		char *mod = NULL, *sp;

		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		sp = strchr(line, ' ');
		if (sp) {
			*sp = '\0';
			mod = strchr(sp + 1, '[');
			if (mod) {
				mod++;
				mod[strcspn(mod, "]")] = '\0';
			}
		}
		/* compiler-made clones (foo.isra.0) and ftrace's own entries are not D names */
		if (!*line || strchr(line, '.'))
			continue;
		add_func(cap, mod && *mod ? mod : "vmlinux", line);
	}
	return true;
}

/* The traceable functions, sorted by module and name, without duplicates. */
static void read_funcs(void)
{
	size_t cap = 0, out = 0;

	if (funcs_read)
		return;
	funcs_read = true;
	if (!read_filter_functions(&cap) && vmlinux_btf()) {
		for (size_t i = 0; i < nbtf_funcs; i++)
			add_func(&cap, "vmlinux", btf_funcs[i].name);
	}
	if (!nfuncs)
		return;
	qsort(funcs, nfuncs, sizeof(*funcs), by_mod_name);
	for (size_t i = 0; i < nfuncs; i++)
		if (!out || by_mod_name(&funcs[out - 1], &funcs[i]) != 0)
			funcs[out++] = funcs[i];
	nfuncs = out;
}

/* BTF type id with const/volatile/restrict/type tags (and typedefs, if asked) peeled. */
static const struct btf_type *peel(const struct btf *btf, uint32_t id, bool typedefs)
{
	const struct btf_type *t = btf__type_by_id(btf, id);

	while (t && (btf_is_const(t) || btf_is_volatile(t) || btf_is_restrict(t) ||
		     btf_is_type_tag(t) || (typedefs && btf_is_typedef(t))))
		t = btf__type_by_id(btf, t->type);
	return t;
}

/*
 * The D name of BTF type id ("struct file *"), or NULL. A type of vmlinux
 * (a module's BTF is split from it: ids below vmlinux's count are its
 * types) is named once per session arena: `:::` types 300,000 arguments
 * of a few thousand types.
 */
static const char *type_dname(struct host *h, const struct btf *btf, uint32_t id)
{
	const char *name;

	if (!vmlinux || id >= btf__type_cnt(vmlinux))
		return btf_type_dname(h->arena, btf, id, vmlinux && btf != vmlinux ? btf__type_cnt(vmlinux) :
								       UINT32_MAX);
	if (!h->type_names) {
		h->ntype_names = btf__type_cnt(vmlinux);
		h->type_names = xcalloc(h->ntype_names, sizeof(*h->type_names));
	}
	if (!h->type_names[id]) {
		name = btf_type_dname(h->arena, vmlinux, id, UINT32_MAX);
		h->type_names[id] = name ? name : "";
	}
	return *h->type_names[id] ? h->type_names[id] : NULL;
}

/* Describes a value of BTF type id held in an 8-byte slot at byte offset off. */
static void slot_arg(struct host *h, const struct btf *btf, uint32_t id, uint16_t off,
		     struct probe_arg *a)
{
	const struct btf_type *t = peel(btf, id, true);

	a->off = off;
	a->size = 8;
	a->type = type_dname(h, btf, id);
	if (t && (btf_is_int(t) || btf_is_enum(t) || btf_is_enum64(t)) && t->size <= 8 &&
	    (t->size & (t->size - 1)) == 0) {
		a->size = (uint8_t)t->size;
		a->is_signed = btf_is_int(t) ? (btf_int_encoding(t) & BTF_INT_SIGNED) != 0 :
					       btf_kflag(t);
	} else if (t && (btf_is_struct(t) || btf_is_union(t))) {
		a->type = NULL;  /* passed by value: its bytes, not a D value */
		a->size = t->size <= 8 ? 8 : 0;
	}
}

/* The number of 8-byte slots a parameter of BTF type id takes. */
static uint16_t slots_of(const struct btf *btf, uint32_t id)
{
	const struct btf_type *t = peel(btf, id, true);

	return t && (btf_is_struct(t) || btf_is_union(t)) && t->size > 8 ? 2 : 1;
}

/*
 * Fills p's args from the prototype of BTF function fid, for fentry/fexit
 * (8-byte slots, a struct of more than 8 bytes taking two) or for kprobes
 * (the argument registers; what is passed on the stack reads as 0). A
 * return probe gets arg0 (the offset: 0) and arg1 (the return value).
 */
static void proto_args(struct host *h, const struct btf *btf, uint32_t fid, bool ret, bool kprobe,
		       struct probe *p)
{
	const struct btf_type *fn = btf__type_by_id(btf, fid);
	const struct btf_type *proto = fn ? btf__type_by_id(btf, fn->type) : NULL;
	const struct btf_param *params;
	uint16_t slot = 0;

	if (!proto || !btf_is_func_proto(proto))
		return;
	params = btf_params(proto);
	for (uint16_t i = 0; i < btf_vlen(proto); i++) {
		struct probe_arg a = { 0 };

		if (params[i].type == 0)
			break;  /* ... */
		slot_arg(h, btf, params[i].type, (uint16_t)(8 * slot), &a);
		if (kprobe) {
			if (slot < ARRAY_LEN(kprobe_arg_off) && slots_of(btf, params[i].type) == 1)
				a.off = kprobe_arg_off[slot];
			else
				a.size = 0;
		}
		slot += slots_of(btf, params[i].type);
		if (!ret && p->nargs < PROBE_MAXARGS)
			p->args[p->nargs++] = a;
	}
	if (!ret)
		return;
	/* return: arg0 = offset (unknown: 0), arg1 = the return value */
	p->nargs = 2;
	p->args[0] = (struct probe_arg){ .type = "uint64_t" };
	if (proto->type && peel(btf, proto->type, true) && !btf_is_void(peel(btf, proto->type, true)))
		slot_arg(h, btf, proto->type, kprobe ? KPROBE_AX_OFF : (uint16_t)(8 * slot), &p->args[1]);
	if (kprobe && p->args[1].size == 0 && proto->type)  /* a large struct: its first 8 bytes */
		p->args[1] = (struct probe_arg){ .off = KPROBE_AX_OFF, .size = 8 };
}

static int offer(const struct provider *prv, struct host *h, probe_visit_fn *visit,
		 const struct fbt_func *f, const char *const pd[4])
{
	static const char *const names[] = { "entry", "return" };
	struct btf *btf = strcmp(f->mod, "vmlinux") == 0 ? vmlinux_btf() : module_btf(f->mod);
	uint32_t fid = func_btf_id(btf, f->mod, f->name);
	int err = 0;

	for (int r = 0; r < 2 && !err; r++) {
		struct probe p = {
			.prov = "fbt", .mod = f->mod, .func = f->name, .name = names[r],
			.prv = prv, .data = fid,
		};

		if (!glob_match(pd[3], names[r]))
			continue;
		if (fid)
			proto_args(h, btf, fid, r == 1, false, &p);
		else if (r == 1)
			p.nargs = 2;
		err = visit(h, &p);
	}
	return err;
}

/* Nothing up front: fbt_match reads the function list for each description. */
static int fbt_list(const struct provider *prv, struct host *h, probe_visit_fn *visit)
{
	(void)prv;
	(void)h;
	(void)visit;
	return 0;
}

static int fbt_match(const struct provider *prv, struct host *h, const char *const pd[4],
		     probe_visit_fn *visit)
{
	int err = 0;

	/* probe names are only entry and return: BEGIN needs no function list */
	if (!glob_match(pd[3], "entry") && !glob_match(pd[3], "return"))
		return 0;
	read_funcs();
	for (size_t i = 0; i < nfuncs && !err; i++) {
		if (!glob_match(pd[1], funcs[i].mod) || !glob_match(pd[2], funcs[i].name))
			continue;
		err = offer(prv, h, visit, &funcs[i], pd);
	}
	return err;
}

/*
 * True if a value of BTF type id, in an fentry/fexit slot, is a pointer to
 * something other than a struct, a union or void (char *, loff_t *): what
 * older verifiers will not let a program load from its context.
 */
static bool scalar_ptr(const struct btf *btf, uint32_t id)
{
	const struct btf_type *t = peel(btf, id, true);

	if (!t || !btf_is_ptr(t) || t->type == 0)
		return false;
	t = peel(btf, t->type, true);
	return t && !btf_is_struct(t) && !btf_is_union(t) && !btf_is_void(t);
}

/*
 * Where the kernel will not let fentry/fexit load such pointers from the
 * context (kfeat_fentry_scalar_ptr_args), they are read with
 * bpf_probe_read_kernel (PROBE_ARG_CTXREAD): args[] keep their types.
 */
static void ctxread_args(const struct btf *btf, uint32_t fid, bool ret, struct probe *prb)
{
	const struct btf_type *fn = btf__type_by_id(btf, fid);
	const struct btf_type *proto = fn ? btf__type_by_id(btf, fn->type) : NULL;
	const struct btf_param *params;

	if (!proto || !btf_is_func_proto(proto))
		return;
	params = btf_params(proto);
	if (ret) {
		if (prb->nargs == 2 && prb->args[1].size && scalar_ptr(btf, proto->type))
			prb->args[1].from = PROBE_ARG_CTXREAD;
		return;
	}
	for (uint16_t i = 0; i < btf_vlen(proto) && i < prb->nargs; i++) {
		if (params[i].type == 0)
			break;
		if (prb->args[i].size && scalar_ptr(btf, params[i].type))
			prb->args[i].from = PROBE_ARG_CTXREAD;
	}
}

/* Re-types a probe's args for the kprobe PMU (registers instead of slots). */
static void kprobe_args(struct host *h, struct probe *prb, uint32_t fid, bool ret)
{
	struct btf *btf = strcmp(prb->mod, "vmlinux") == 0 ? vmlinux_btf() : module_btf(prb->mod);

	prb->nargs = 0;
	memset(prb->args, 0, sizeof(prb->args));
	if (fid && btf) {
		proto_args(h, btf, fid, ret, true, prb);
		return;
	}
	/* no prototype: the six argument registers, or the return value, untyped */
	if (ret) {
		prb->nargs = 2;
		prb->args[1] = (struct probe_arg){ .off = KPROBE_AX_OFF, .size = 8 };
		return;
	}
	for (size_t i = 0; i < ARRAY_LEN(kprobe_arg_off); i++)
		prb->args[prb->nargs++] = (struct probe_arg){ .off = kprobe_arg_off[i], .size = 8 };
}

static int fbt_plan(struct host *h, struct probe **probes, uint32_t n)
{
	bool kprobes = kfeat_kprobe_pmu();
	const char *force = getenv("DTRACE_FBT");

	/*
	 * root runs what it compiles: find out now whether fentry will load,
	 * on a function any kernel lets fentry trace, else on one of these
	 */
	if (geteuid() == 0 && kprobes && kfeat_fentry(0) == KFEAT_UNTRIED) {
		uint32_t fid = func_btf_id(vmlinux_btf(), "vmlinux", "vfs_read");

		for (uint32_t i = 0; i < n && !fid; i++)
			if (strcmp(probes[i]->mod, "vmlinux") == 0)
				fid = (uint32_t)probes[i]->data;
		if (fid)
			kfeat_fentry(fid);
	}
	for (uint32_t i = 0; i < n; i++) {
		struct probe *prb = probes[i];
		struct fbt_point *fp = ARENA_NEW(h->arena, struct fbt_point);
		struct attach_point *ap;
		char name[512];

		fp->ret = strcmp(prb->name, "return") == 0;
		fp->btf_id = (uint32_t)prb->data;
		fp->mod = prb->mod;
		fp->func = prb->func;
		fp->kprobe = kprobes && (!fp->btf_id || (kfeat_fentry(0) != 0 && kfeat_fentry(0) != KFEAT_UNTRIED) ||
					 (force && strcmp(force, "kprobe") == 0));
		if (fp->kprobe)
			kprobe_args(h, prb, fp->btf_id, fp->ret);
		else if (fp->btf_id && !kfeat_fentry_scalar_ptr_args())
			ctxread_args(strcmp(prb->mod, "vmlinux") == 0 ? vmlinux_btf() : module_btf(prb->mod),
				     fp->btf_id, fp->ret, prb);
		snprintf(name, sizeof(name), "fbt:%s:%s:%s", prb->mod, prb->func, prb->name);
		ap = host_new_point(h, &prov_fbt, name, &probes[i], 1);
		ap->prog_type = fp->kprobe ? PROG_KPROBE : PROG_TRACING;
		ap->ctx = CTX_FIELDS;
		ap->id_mode = PROBE_ID_FIXED;
		ap->nargs = prb->nargs;
		memcpy(ap->args, prb->args, sizeof(ap->args));
		ap->rt = fp;
	}
	return 0;
}

/* The fd of module mod's BTF object in the kernel (for attach_btf_obj_fd), or a negative errno. */
static int module_btf_fd(const char *mod)
{
	uint32_t id = 0;

	while (bpf_btf_get_next_id(id, &id) == 0) {
		char name[64] = "";
		struct bpf_btf_info info = { .name = (uint64_t)(uintptr_t)name, .name_len = sizeof(name) };
		uint32_t len = sizeof(info);
		int fd = bpf_btf_get_fd_by_id(id);

		if (fd < 0)
			continue;
		if (bpf_obj_get_info_by_fd(fd, &info, &len) == 0 && strcmp(name, mod) == 0)
			return fd;
		close(fd);
	}
	return -ENOENT;
}

static int fbt_load_opts(struct session *s, struct attach_point *ap,
			 struct bpf_prog_load_opts *opts)
{
	struct fbt_point *fp = ap->rt;
	int err;

	(void)s;
	if (fp->kprobe)
		return 0;
	if (!fp->btf_id) {
		fprintf(stderr, "dtrace: failed to enable %s: the function has no BTF prototype for fentry "
				"and kprobes are not available on this kernel\n", ap->name);
		return -ENOENT;
	}
	if (strcmp(fp->mod, "vmlinux") == 0) {
		err = kfeat_fentry(fp->btf_id);
		if (err) {
			fprintf(stderr, "dtrace: failed to enable %s: fentry refused (%s) and kprobes are "
					"not available on this kernel\n", ap->name, strerror(-err));
			return err;
		}
	} else {
		int fd = module_btf_fd(fp->mod);

		if (fd < 0) {
			fprintf(stderr, "dtrace: failed to enable %s: no BTF for module %s in the kernel\n",
				ap->name, fp->mod);
			return fd;
		}
		opts->attach_btf_obj_fd = fd;  /* stays open while dtrace runs */
	}
	opts->expected_attach_type = fp->ret ? BPF_TRACE_FEXIT : BPF_TRACE_FENTRY;
	opts->attach_btf_id = fp->btf_id;
	return 0;
}

/* The kprobe PMU's type and its retprobe bit (sysfs), or a negative errno. */
static int kprobe_pmu(uint64_t *retbit)
{
	char *text = util_read_file("/sys/bus/event_source/devices/kprobe/type", NULL);
	char *fmt = util_read_file("/sys/bus/event_source/devices/kprobe/format/retprobe", NULL);
	int type = text ? atoi(text) : -ENOENT;

	*retbit = 1ull << (fmt && strncmp(fmt, "config:", 7) == 0 ? atoi(fmt + 7) : 0);
	free(text);
	free(fmt);
	return type;
}

static int fbt_attach(struct session *s, struct attach_point *ap, int prog_fd)
{
	struct fbt_point *fp = ap->rt;
	struct perf_event_attr attr = { .sample_period = 1, .wakeup_events = 1 };
	uint64_t retbit;
	int fd, type;

	if (fp->kprobe) {
		type = kprobe_pmu(&retbit);
		if (type < 0) {
			fprintf(stderr, "dtrace: failed to enable %s: kprobes are not available on this "
					"kernel\n", ap->name);
			return type;
		}
		attr.type = (uint32_t)type;
		attr.config = fp->ret ? retbit : 0;
		attr.config1 = (uint64_t)(uintptr_t)fp->func;  /* kprobe_func */
		attr.config2 = 0;                               /* probe_offset */
		/* a kprobe runs its programs on every CPU: one event carries it */
		return attach_perf_open(s, &attr, true, prog_fd, ap->name, &fp->pf);
	}
	fd = bpf_link_create(prog_fd, 0, fp->ret ? BPF_TRACE_FEXIT : BPF_TRACE_FENTRY, NULL);
	if (fd < 0) {
		int err = -errno;

		fprintf(stderr, "dtrace: failed to enable %s: %s\n", ap->name, strerror(-err));
		return err;
	}
	fp->pf.fds = xmalloc(sizeof(*fp->pf.fds));
	fp->pf.fds[0] = fd;
	fp->pf.nfds = 1;
	return 0;
}

static void fbt_detach(struct session *s, struct attach_point *ap)
{
	struct fbt_point *fp = ap->rt;

	(void)s;
	attach_perf_close(fp ? &fp->pf : NULL);
}

const struct provider prov_fbt = {
	.name = "fbt",
	.list = fbt_list,
	.match = fbt_match,
	.plan = fbt_plan,
	.load_opts = fbt_load_opts,
	.attach = fbt_attach,
	.detach = fbt_detach,
};
