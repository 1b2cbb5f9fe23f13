/*
 * prov_usdt.c - the usdt provider: statically defined probes of user
 * programs and libraries, PROVIDER<pid>:MODULE:FUNCTION:NAME, from the
 * ELF notes that Linux software ships (SystemTap SDT v3: section
 * .note.stapsdt, owner "stapsdt", type 3; descriptor: probe address,
 * .stapsdt.base address, semaphore address, then provider, name and
 * argument specs, NUL-terminated).
 *
 * Argument specs are "SIZE@OPERAND" (a negative size is signed). Register
 * operands (%rdi, %esi, %r8d...) become args[] read from struct pt_regs,
 * memory operands user memory at a register plus a displacement
 * (-4(%rbp)), plus an index register times a scale (8(%rbx,%rcx,8)), or
 * at a symbol of the file (counter+4(%rip)), constants ($42) themselves. A probe is a uprobe on the note's instruction,
 * through the uprobe PMU; a semaphore, if the probe has one, is counted up
 * by the kernel while the probe is on (ref_ctr_offset). Notes of the same
 * name in one function (a macro inlined twice) are one probe with several
 * places, each an attach point (and program) of its own, as each place
 * has its own operands. Probes from a dtrace -h header also have their
 * argument types, from its note .note.dtrace.types (owner "dtrace").
 *
 * Probes in libraries the process loads while traced: a description whose
 * module is empty, a glob or not mapped yet (not a.out) may name them.
 * Such descriptions share one more attach point, "libraries loaded later",
 * whose program is attached at each probe found in a library as it is
 * mapped (defer.c stops the process there, before the library's code
 * runs; usdt_grow), with the probe's id and its descriptions in the BPF
 * cookie, as pid's are. The program cannot have been generated for that
 * probe's operands, so it reads them as the MAPR_USPEC entry of the
 * probed address says (struct uspec, written here; cg.c uspec_args).
 */
#include "providers.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>

#include "../base/glob.h"
#include "../base/util.h"
#include "../rt/attach.h"
#include "../rt/host.h"
#include "../rt/kfeat.h"
#include "../rt/session.h"
#include "../sym/demangle.h"
#include "../sym/usym.h"
#include "../user/defer.h"

#define USDT_NOTE_TYPE 3

/* probe->data: the probe's file offset, and its semaphore's (0: none) in the high half. */
#define USDT_DATA(off, sema) ((int64_t)((uint64_t)(sema) << 32 | (uint32_t)(off)))
#define USDT_OFF(data) ((uint64_t)(data) & 0xffffffffu)
#define USDT_SEMA(data) ((uint64_t)(data) >> 32)

struct usdt_walk {
	const struct provider *prv;
	struct host *h;
	probe_visit_fn *visit;
	const char *const *pd;
	const char *want;           /* the provider name asked for (pd[0] without the pid; "": any) */
	pid_t pid;
	const char *mod, *path;
	int err;
	Elf_Data *types;            /* the module's .note.dtrace.types (dtrace -h headers), or NULL */
	bool exact;                 /* pd's module, function and name are names, not globs */
	struct probe *sites;        /* with exact: every place of the probe, in note order */
	uint32_t nsites;
};

/* pt_regs offset of an x86-64 register named in an operand ("rdi", "esi", "r8d"...), or -1. */
static int reg_offset(const char *r)
{
	static const struct {
		const char *names[4];
		int off;
	} regs[] = {
		{ { "rax", "eax", "ax", "al" }, 80 }, { { "rbx", "ebx", "bx", "bl" }, 40 },
		{ { "rcx", "ecx", "cx", "cl" }, 88 }, { { "rdx", "edx", "dx", "dl" }, 96 },
		{ { "rsi", "esi", "si", "sil" }, 104 }, { { "rdi", "edi", "di", "dil" }, 112 },
		{ { "rbp", "ebp", "bp", "bpl" }, 32 }, { { "rsp", "esp", "sp", "spl" }, 152 },
		{ { "r8", "r8d", "r8w", "r8b" }, 72 }, { { "r9", "r9d", "r9w", "r9b" }, 64 },
		{ { "r10", "r10d", "r10w", "r10b" }, 56 }, { { "r11", "r11d", "r11w", "r11b" }, 48 },
		{ { "r12", "r12d", "r12w", "r12b" }, 24 }, { { "r13", "r13d", "r13w", "r13b" }, 16 },
		{ { "r14", "r14d", "r14w", "r14b" }, 8 }, { { "r15", "r15d", "r15w", "r15b" }, 0 },
	};

	for (size_t i = 0; i < ARRAY_LEN(regs); i++)
		for (int k = 0; k < 4; k++)
			if (strcmp(r, regs[i].names[k]) == 0)
				return regs[i].off;
	return -1;
}

#define PT_REGS_IP 128 /* pt_regs.ip: at a uprobe, the probed instruction's address */

/* A register operand "%name" of a memory operand: its pt_regs offset; -1 if it is none. */
static int mem_reg(const char *f)
{
	return f[0] == '%' ? reg_offset(f + 1) : -1;
}

/*
 * The displacement of a memory operand: a number, or, with base %rip, a
 * symbol of the probe's file with an optional +N or -N. A symbol's address
 * is the probe's own (pt_regs.ip, the base) moved by the symbol's distance
 * from the probe in the file (pc: the probe's address there), whatever
 * address the file is loaded at.
 */
static bool mem_disp(const char *disp, bool rip, const char *path, uint64_t pc, int64_t *d)
{
	char name[256], *end;
	size_t len = strcspn(disp, "+-");
	long long n = 0;
	uint64_t sym;

	if (!*disp)
		return !rip;
	if (isdigit((unsigned char)disp[0]) || disp[0] == '-' || disp[0] == '+') {
		*d = strtoll(disp, &end, 0);
		return !*end && !rip; /* a number from %rip: from which instruction is not said */
	}
	if (!rip || len >= sizeof(name))
		return false;
	memcpy(name, disp, len);
	name[len] = '\0';
	if (disp[len]) {
		n = strtoll(disp + len, &end, 0);
		if (*end)
			return false;
	}
	if (!path || usym_elf_symbol(path, name, &sym) != 0)
		return false;
	*d = (int64_t)(sym + (uint64_t)n - pc);
	return true;
}

/*
 * A memory operand (AT&T syntax): DISP(%base), DISP(%base,%index,scale),
 * DISP(,%index,scale) or SYMBOL[+N](%rip): user memory at base + index *
 * scale + DISP. path and pc: the probe's file and address in it.
 */
static bool parse_mem(const char *op, struct probe_arg *pa, const char *path, uint64_t pc)
{
	const char *open = strchr(op, '('), *close = open ? strchr(open, ')') : NULL;
	char disp[256], inner[64], *f[3] = { NULL }, *comma;
	int nf = 0, base = -1, idx = -1;
	long scale = 1;
	int64_t d = 0;
	bool rip;

	if (!open || !close || close[1] || (size_t)(open - op) >= sizeof(disp) ||
	    (size_t)(close - open - 1) >= sizeof(inner))
		return false;
	memcpy(disp, op, (size_t)(open - op));
	disp[open - op] = '\0';
	memcpy(inner, open + 1, (size_t)(close - open - 1));
	inner[close - open - 1] = '\0';
	for (char *q = inner;; q = comma + 1) {
		if (nf == 3)
			return false;
		f[nf++] = q;
		if (!(comma = strchr(q, ',')))
			break;
		*comma = '\0';
	}
	rip = strcmp(f[0], "%rip") == 0;
	if (rip ? nf > 1 : (*f[0] && (base = mem_reg(f[0])) < 0))
		return false;
	if (nf > 1 && (idx = mem_reg(f[1])) < 0)
		return false;
	if (nf > 2 && (*f[2] ? (scale = strtol(f[2], &comma, 10), *comma) : 1))
		return false;
	if ((scale != 1 && scale != 2 && scale != 4 && scale != 8) || (base < 0 && idx < 0 && !rip) ||
	    !mem_disp(disp, rip, path, pc, &d))
		return false;
	pa->from = PROBE_ARG_UMEM;
	pa->off = (uint16_t)(rip ? PT_REGS_IP : base < 0 ? 0 : base);
	pa->no_base = !rip && base < 0;
	pa->idx = (uint16_t)(idx < 0 ? 0 : idx);
	pa->scale = (uint8_t)(idx < 0 ? 0 : scale);
	pa->val = d;
	return true;
}

/* Fills p->args from the note's argument specs ("-4@%edi 8@%rax ..."); path, pc: see parse_mem. */
static void parse_args(struct probe *p, const char *spec, const char *path, uint64_t pc)
{
	char buf[512];
	char *save = NULL;

	snprintf(buf, sizeof(buf), "%s", spec);
	for (char *a = strtok_r(buf, " ", &save); a && p->nargs < PROBE_MAXARGS;
	     a = strtok_r(NULL, " ", &save)) {
		struct probe_arg *pa = &p->args[p->nargs++];
		char *at = strchr(a, '@');
		long size = at ? strtol(a, NULL, 10) : 8;
		const char *op = at ? at + 1 : a;
		int off = op[0] == '%' ? reg_offset(op + 1) : -1;

		pa->is_signed = size < 0;
		size = labs(size);
		if (size != 1 && size != 2 && size != 4 && size != 8)
			continue;
		if (op[0] == '$') {                      /* $42: a constant */
			pa->from = PROBE_ARG_CONST;
			pa->val = strtoll(op + 1, NULL, 0);
			pa->size = 8;
			continue;
		}
		if (op[0] != '%' && !parse_mem(op, pa, path, pc))
			continue; /* what we do not decode reads as 0 */
		if (op[0] == '%') {
			if (off < 0)
				continue;
			pa->off = (uint16_t)off;
		}
		pa->size = (uint8_t)size;
	}
}

/* The function covering address vaddr of the file being walked. */
struct covering {
	uint64_t vaddr;
	char name[256];
};

static int find_covering(void *ctx, const char *name, uint64_t vaddr, uint64_t size)
{
	struct covering *c = ctx;

	if (c->vaddr >= vaddr && c->vaddr < vaddr + (size ? size : 1))
		snprintf(c->name, sizeof(c->name), "%s", name);
	return 0;
}

/*
 * A note's probe name as DTrace names it: "__" is "-" (a C identifier
 * cannot hold a dash, so function-entry is written function__entry, as
 * DTrace's own -h writes it and Python's notes have it).
 */
static const char *dtrace_name(const char *name, char *buf, size_t size)
{
	size_t n = 0;

	if (!strstr(name, "__"))
		return name;
	for (const char *c = name; *c && n + 1 < size; c++) {
		if (c[0] == '_' && c[1] == '_') {
			buf[n++] = '-';
			c++;
		} else {
			buf[n++] = *c;
		}
	}
	buf[n] = '\0';
	return buf;
}

/*
 * Gives p's arguments the D types a dtrace -h header noted for probe
 * prov:::name (section .note.dtrace.types, owner "dtrace", type 1:
 * provider, probe, one type per argument), if it did.
 */
static void note_types(struct usdt_walk *w, const char *prov, const char *name, struct probe *p)
{
	size_t at = 0, name_off, desc_off;
	char tname[256];
	GElf_Nhdr nh;

	while (w->types && (at = gelf_getnote(w->types, at, &nh, &name_off, &desc_off)) > 0) {
		const char *d = (const char *)w->types->d_buf + desc_off, *end = d + nh.n_descsz;
		const char *t;

		/* every string NUL-terminated: the descriptor ends with one */
		if (nh.n_type != 1 || nh.n_namesz != 7 || nh.n_descsz == 0 || end[-1] != '\0' ||
		    memcmp((const char *)w->types->d_buf + name_off, "dtrace", 7) != 0 ||
		    strcmp(d, prov) != 0)
			continue;
		t = d + strlen(d) + 1;
		if (t >= end || strcmp(dtrace_name(t, tname, sizeof(tname)), name) != 0)
			continue;
		t += strlen(t) + 1;
		for (uint32_t i = 0; i < p->nargs && t < end && *t; i++) {
			p->args[i].type = arena_strdup(w->h->arena, t);
			t += strlen(t) + 1;
		}
		return;
	}
}

/* One note: offers its probe if it matches. */
static int offer_note(struct usdt_walk *w, const uint8_t *desc, size_t len, uint64_t base_addr)
{
	uint64_t pc, base, sema;
	const char *prov, *name, *args, *end = (const char *)desc + len;
	char dname[256];
	struct covering cov = { 0 };
	int64_t off, sema_off = 0;

	if (len < 24)
		return 0;
	memcpy(&pc, desc, 8);
	memcpy(&base, desc + 8, 8);
	memcpy(&sema, desc + 16, 8);
	prov = (const char *)desc + 24;
	name = prov + strnlen(prov, (size_t)(end - prov)) + 1;
	args = name < end ? name + strnlen(name, (size_t)(end - name)) + 1 : end;
	if (name >= end || (*w->want && strcmp(prov, w->want) != 0))
		return 0;
	name = dtrace_name(name, dname, sizeof(dname));
	if (w->exact ? strcmp(w->pd[3], name) != 0 : !glob_match(w->pd[3], name))
		return 0;
	if (base_addr && base) {
		/* prelinked or moved: addresses are relative to .stapsdt.base */
		pc += base_addr - base;
		if (sema)
			sema += base_addr - base;
	}
	cov.vaddr = pc;
	usym_elf_funcs(w->path, find_covering, &cov);
	if (w->exact ? strcmp(w->pd[2], cov.name) != 0 : !demangle_match(w->pd[2], cov.name))
		return 0;
	off = usym_elf_offset(w->path, pc);
	if (sema)
		sema_off = usym_elf_offset(w->path, sema);
	if (off < 0 || off > UINT32_MAX || sema_off < 0 || sema_off > UINT32_MAX)
		return 0;
	{
		char pname[256];
		struct probe p = {
			.prov = pname, .mod = w->mod, .func = cov.name, .name = name,
			.prv = w->prv,
			.data = USDT_DATA(off, sema_off),
		};

		snprintf(pname, sizeof(pname), "%s%d", prov, (int)w->pid);
		if (args < end)
			parse_args(&p, args, w->path, pc);
		note_types(w, prov, name, &p);
		if (w->exact) {
			w->sites = xrealloc(w->sites, sizeof(*w->sites) * (w->nsites + 1));
			w->sites[w->nsites++] = p;
			return 0;
		}
		w->err = w->visit(w->h, &p);
	}
	return w->err;
}

/* Reads the .note.stapsdt notes of the module being walked. */
static int read_notes(struct usdt_walk *w)
{
	int fd = open(w->path, O_RDONLY | O_CLOEXEC);
	Elf_Scn *scn = NULL, *notes = NULL, *types = NULL;
	uint64_t base_addr = 0;
	size_t shstrndx;
	Elf *e;

	if (fd < 0)
		return 0;
	elf_version(EV_CURRENT);
	e = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	if (!e || elf_getshdrstrndx(e, &shstrndx) != 0)
		goto out;
	while ((scn = elf_nextscn(e, scn)) != NULL) {
		GElf_Shdr sh;
		const char *sname;

		if (!gelf_getshdr(scn, &sh))
			continue;
		sname = elf_strptr(e, shstrndx, sh.sh_name);
		if (sname && strcmp(sname, ".note.stapsdt") == 0 && sh.sh_type == SHT_NOTE)
			notes = scn;
		else if (sname && strcmp(sname, ".note.dtrace.types") == 0 && sh.sh_type == SHT_NOTE)
			types = scn;
		else if (sname && strcmp(sname, ".stapsdt.base") == 0)
			base_addr = sh.sh_addr;
	}
	w->types = types ? elf_getdata(types, NULL) : NULL;
	if (notes) {
		Elf_Data *d = elf_getdata(notes, NULL);
		size_t at = 0, name_off, desc_off;
		GElf_Nhdr nh;

		while (d && !w->err && (at = gelf_getnote(d, at, &nh, &name_off, &desc_off)) > 0) {
			if (nh.n_type != USDT_NOTE_TYPE || nh.n_namesz != 8 ||
			    memcmp((const char *)d->d_buf + name_off, "stapsdt", 8) != 0)
				continue;
			offer_note(w, (const uint8_t *)d->d_buf + desc_off, nh.n_descsz, base_addr);
		}
	}
out:
	w->types = NULL;
	if (e)
		elf_end(e);
	close(fd);
	return w->err;
}

static int match_module(void *ctx, const char *path, const char *alias)
{
	struct usdt_walk *w = ctx;
	const char *base = strrchr(path, '/') + 1;

	if (w->exact && w->mod) /* the probe's module, once */
		return 0;
	if (w->exact && strcmp(w->pd[1], base) != 0 && !(alias && strcmp(w->pd[1], alias) == 0))
		return 0;
	if (w->exact || usym_module_match(w->pd[1], base))
		w->mod = base;
	else if (alias && glob_match(w->pd[1], alias))
		w->mod = alias;
	else
		return 0;
	w->path = path;
	return read_notes(w);
}

/* An attach point's own place: its probe's first, or another (extra_site). */
struct usdt_point {
	struct attach_perf pf;  /* first: attach_detach_perf() takes ap->rt as one */
	int64_t data;           /* USDT_DATA of the place */
};

/* A description that may name probes of libraries loaded later (see the top). */
struct usdt_desc {
	const void *node;     /* its NODE_PDESC */
	const char *pd[4];
	pid_t pid;
};
static struct usdt_desc *descs;
static uint32_t ndescs;

/* The point of probes in libraries loaded later, as attached (one process). */
static struct {
	struct attach_point *ap;
	int prog_fd;
	pid_t pid;
	char **seen;          /* the modules whose probes were matched when compiling, or placed since */
	uint32_t nseen;
} later = { NULL, -1, 0, NULL, 0 };

/* usym_each_module callback: 1 if the module is ctx (its file name or alias). */
static int is_mapped(void *ctx, const char *path, const char *alias)
{
	return strcmp(strrchr(path, '/') + 1, ctx) == 0 || (alias && strcmp(alias, ctx) == 0);
}

static bool may_grow(const char *mod, pid_t pid)
{
	return strcmp(mod, "a.out") != 0 &&
	       (!*mod || strpbrk(mod, "*?[\\") || usym_each_module(pid, is_mapped, (void *)mod) == 0);
}

static void note_desc(struct host *h, const char *const pd[4], pid_t pid)
{
	struct usdt_desc *d;

	for (uint32_t i = 0; i < ndescs; i++)
		if (descs[i].node == h->pdesc)
			return;
	descs = xrealloc(descs, sizeof(*descs) * (ndescs + 1));
	d = &descs[ndescs++];
	d->node = h->pdesc;
	for (int i = 0; i < 4; i++)
		d->pd[i] = arena_strdup(h->arena, pd[i]);
	d->pid = pid;
}

static bool seen_add(const char *path)
{
	for (uint32_t i = 0; i < later.nseen; i++)
		if (strcmp(later.seen[i], path) == 0)
			return false;
	later.seen = xrealloc(later.seen, sizeof(*later.seen) * (later.nseen + 1));
	later.seen[later.nseen++] = xstrdup(path);
	return true;
}

static int note_seen(void *ctx, const char *path, const char *alias)
{
	(void)ctx;
	(void)alias;
	seen_add(path);
	return 0;
}

/*
 * The point of probes in libraries loaded later, if a description may name
 * some: its args are read as each probe's uspec says, its clauses chosen
 * by the descriptions (pdescs, at most PROBE_COOKIE_DESCS, of one process);
 * nmatched: how many usdt probes the descriptions match now.
 */
static void plan_later(struct host *h, uint32_t nmatched)
{
	const void **nodes = ARENA_NEWN(h->arena, const void *, PROBE_COOKIE_DESCS);
	struct usdt_point *up = ARENA_NEW(h->arena, struct usdt_point);
	struct attach_point *ap;
	uint32_t n = 0;
	pid_t pid = 0;

	/*
	 * The program finds its probe in the cookie (bpf_get_attach_cookie):
	 * without, none is placed, which is said where nothing matched now
	 */
	if (!kfeat_helper(PROG_KPROBE, BPF_FUNC_get_attach_cookie)) {
		if (!nmatched)
			fprintf(stderr, "dtrace: this kernel lacks BPF cookies (bpf_get_attach_cookie, Linux "
				"5.15): usdt probes of libraries loaded later are not placed\n");
		return;
	}
	for (uint32_t k = 0; k < ndescs; k++) {
		if (!pid)
			pid = descs[k].pid;
		if (descs[k].pid != pid || n == PROBE_COOKIE_DESCS) {
			fprintf(stderr, "dtrace: usdt description %s:%s:%s:%s: probes of libraries loaded "
				"later are not placed (only %d descriptions of one process are)\n",
				descs[k].pd[0], descs[k].pd[1], descs[k].pd[2], descs[k].pd[3],
				PROBE_COOKIE_DESCS);
			continue;
		}
		nodes[n++] = descs[k].node;
	}
	if (!n)
		return;
	ap = host_new_point(h, &prov_usdt, "usdt (libraries loaded later)",
			    ARENA_NEWN(h->arena, struct probe *, 1), 0);
	ap->prog_type = PROG_KPROBE;
	ap->may_sleep = true;
	ap->ctx = CTX_FIELDS;
	ap->id_mode = PROBE_ID_COOKIE;
	ap->nargs = PROBE_MAXARGS;
	for (uint32_t i = 0; i < PROBE_MAXARGS; i++)
		ap->args[i] = (struct probe_arg){ .from = PROBE_ARG_SPEC, .size = 8 };
	ap->pdescs = nodes;
	ap->npdescs = n;
	ap->grows = true;
	ap->rt = up;
	usym_each_module(pid, note_seen, NULL);
}

/* One place of a probe in a library just mapped (grow_visit collects them). */
struct site {
	struct probe tmpl;    /* its strings are these (the walk's go with the note): */
	char prov[256], mod[256], func[256], name[256];
	uint64_t mask;        /* the descriptions (pdescs bits) that name it */
};
static struct {
	struct site *v;
	uint32_t n, cap;
	uint32_t bit;         /* the description being walked */
} sites;

/* probe_visit_fn: a probe place of the library being walked, for description sites.bit. */
static int grow_visit(struct host *h, const struct probe *tmpl)
{
	struct site *st;

	(void)h;
	for (uint32_t i = 0; i < sites.n; i++)
		if (sites.v[i].tmpl.data == tmpl->data) {
			sites.v[i].mask |= 1ull << sites.bit;
			return 0;
		}
	if (sites.n == sites.cap) {
		sites.cap = sites.cap ? 2 * sites.cap : 16;
		sites.v = xrealloc(sites.v, sizeof(*sites.v) * sites.cap);
	}
	st = &sites.v[sites.n++];
	st->tmpl = *tmpl;
	snprintf(st->prov, sizeof(st->prov), "%s", tmpl->prov);
	snprintf(st->mod, sizeof(st->mod), "%s", tmpl->mod);
	snprintf(st->func, sizeof(st->func), "%s", tmpl->func);
	snprintf(st->name, sizeof(st->name), "%s", tmpl->name);
	st->mask = 1ull << sites.bit;
	return 0;
}

/* The address at which file offset off of path is mapped in process pid, or 0. */
static uint64_t mapped_at(pid_t pid, const char *path, uint64_t off)
{
	char maps[64], line[PATH_MAX + 128];
	uint64_t addr = 0;
	FILE *f;

	snprintf(maps, sizeof(maps), "/proc/%d/maps", (int)pid);
	f = fopen(maps, "re");
	while (f && !addr && fgets(line, sizeof(line), f)) {
		unsigned long long lo, hi, foff;
		int at = 0;

		line[strcspn(line, "\n")] = '\0';
		if (sscanf(line, "%llx-%llx %*s %llx %*s %*u %n", &lo, &hi, &foff, &at) >= 3 && at &&
		    strcmp(line + at, path) == 0 && off >= foff && off < foff + (hi - lo))
			addr = lo + (off - foff);
	}
	if (f)
		fclose(f);
	return addr;
}

/* A probe argument as its note's operand says, for the uspec of a place. */
static struct uspec_arg uspec_of(const struct probe_arg *pa)
{
	struct uspec_arg u = { .size = pa->size, .is_signed = pa->is_signed, .reg = (uint8_t)(pa->off / 8),
			       .idx = (uint8_t)(pa->idx / 8), .scale = pa->scale, .no_base = pa->no_base,
			       .val = pa->val };

	if (pa->from == PROBE_ARG_CONST)
		u.kind = USPEC_CONST;
	else if (!pa->size)
		u.kind = USPEC_NONE;
	else
		u.kind = pa->from == PROBE_ARG_UMEM ? USPEC_MEM : USPEC_REG;
	return u;
}

/* Writes the names of probe p into the probe-names map (key: its id); false if no room. */
static bool store_names(struct session *s, const struct probe *p)
{
	int m = session_map_index(s, MAPR_PROBES);
	struct probe_names pn = { 0 };
	uint32_t key = p->id;

	if (m < 0 || s->map_fds[m] < 0)
		return true;
	if (key >= s->pd->maps[m].max_entries)
		return false;
	snprintf(pn.prov, sizeof(pn.prov), "%s", p->prov);
	snprintf(pn.mod, sizeof(pn.mod), "%s", p->mod);
	snprintf(pn.func, sizeof(pn.func), "%s", p->func);
	snprintf(pn.name, sizeof(pn.name), "%s", p->name);
	return bpf_map_update_elem(s->map_fds[m], &key, &pn, BPF_ANY) == 0;
}

/* Places one probe place of a library just mapped: names, argument spec, uprobe. */
static int place_site(struct session *s, const char *path, const struct site *st)
{
	struct attach_perf *pf = &((struct usdt_point *)later.ap->rt)->pf;
	int m = session_map_index(s, MAPR_USPEC);
	struct uspec spec = { 0 };
	struct probe tmpl, *p;
	uint64_t addr = mapped_at(later.pid, path, USDT_OFF(st->tmpl.data));
	int fd;

	if (!addr || m < 0 || s->map_fds[m] < 0)
		return -ENOENT;
	tmpl = st->tmpl;
	tmpl.prov = st->prov;
	tmpl.mod = st->mod;
	tmpl.func = st->func;
	tmpl.name = st->name;
	p = host_intern(&s->host, &tmpl);
	if (!p || !store_names(s, p))
		return -ENOSPC;
	for (uint32_t i = 0; i < st->tmpl.nargs && i < PROBE_MAXARGS; i++)
		spec.args[i] = uspec_of(&st->tmpl.args[i]);
	if (bpf_map_update_elem(s->map_fds[m], &addr, &spec, BPF_ANY) < 0)
		return -errno;
	fd = attach_uprobe_link_sema(later.prog_fd, path, USDT_OFF(st->tmpl.data), USDT_SEMA(st->tmpl.data),
				     later.pid, false, p->id | st->mask << 32);
	if (fd < 0)
		return fd;
	if (pf->nfds == pf->cap) {
		pf->cap = pf->cap ? 2 * pf->cap : 16;
		pf->fds = xrealloc(pf->fds, sizeof(*pf->fds) * (size_t)pf->cap);
	}
	pf->fds[pf->nfds++] = fd;
	return 0;
}

/* The probes the later point's descriptions name in the library at path, just mapped. */
static void grow_module(struct session *s, const char *path)
{
	struct attach_point *ap = later.ap;
	uint32_t failed = 0;
	int first_err = 0;

	sites.n = 0;
	for (uint32_t b = 0; b < ap->npdescs; b++) {
		const struct usdt_desc *d = NULL;
		char want[256];
		size_t len;
		struct usdt_walk w;

		for (uint32_t k = 0; k < ndescs && !d; k++)
			if (descs[k].node == ap->pdescs[b])
				d = &descs[k];
		if (!d || d->pid != later.pid)
			continue;
		len = strlen(d->pd[0]);
		while (len && isdigit((unsigned char)d->pd[0][len - 1]))
			len--;
		snprintf(want, sizeof(want), "%.*s", (int)len, d->pd[0]);
		w = (struct usdt_walk){ .prv = &prov_usdt, .h = &s->host, .visit = grow_visit, .pd = d->pd,
					.want = want, .pid = later.pid };
		sites.bit = b;
		match_module(&w, path, NULL);
	}
	for (uint32_t i = 0; i < sites.n; i++) {
		int err = place_site(s, path, &sites.v[i]);

		if (err && !failed++)
			first_err = err;
	}
	if (failed)
		fprintf(stderr, "dtrace: %u of %u usdt probes in %s could not be placed: %s\n", failed,
			sites.n, path, strerror(-first_err));
}

/* usym_each_module callback: collects the modules not seen before. */
static int note_new(void *ctx, const char *path, const char *alias)
{
	struct { char **paths; uint32_t n; } *fresh = ctx;

	(void)alias;
	if (seen_add(path)) {
		fresh->paths = xrealloc(fresh->paths, sizeof(char *) * (fresh->n + 1));
		fresh->paths[fresh->n++] = xstrdup(path);
	}
	return 0;
}

/* defer_grow_fn: the probes of the libraries process pid mapped since the last call. */
static int usdt_grow(struct session *s, pid_t pid)
{
	struct { char **paths; uint32_t n; } fresh = { NULL, 0 };

	if (!later.ap || pid != later.pid)
		return 0;
	usym_refresh(pid);
	usym_each_module(pid, note_new, &fresh);
	for (uint32_t i = 0; i < fresh.n; i++) {
		grow_module(s, fresh.paths[i]);
		free(fresh.paths[i]);
	}
	free(fresh.paths);
	return 0;
}

/* Nothing to list without a process: usdt_match reads the one described. */
static int usdt_list(const struct provider *prv, struct host *h, probe_visit_fn *visit)
{
	(void)prv;
	(void)h;
	(void)visit;
	return 0;
}

/*
 * A description's probe name may spell DTrace's "-" as the note's "__"
 * (function__entry for function-entry): both match.
 */
static int usdt_match(const struct provider *prv, struct host *h, const char *const given[4],
		      probe_visit_fn *visit)
{
	char want[256], name[256];
	size_t len = strlen(given[0]);
	const char *pd[4] = { given[0], given[1], given[2], dtrace_name(given[3], name, sizeof(name)) };
	struct usdt_walk w = { .prv = prv, .h = h, .visit = visit, .pd = pd, .want = want };
	const char *saved;
	pid_t pid;
	int err;

	while (len && isdigit((unsigned char)pd[0][len - 1]))
		len--;
	snprintf(want, sizeof(want), "%.*s", (int)len, pd[0]);
	pid = (pid_t)atoi(pd[0] + len);
	w.pid = pid;
	saved = h->pat[3];
	if (h->pat[3] && strcmp(h->pat[3], given[3]) == 0)
		h->pat[3] = pd[3]; /* what the host matches the probes offered against */
	err = usym_each_module(pid, match_module, &w);
	h->pat[3] = saved;
	/* a provider named outright for a process (not :::BEGIN, which every provider is asked) */
	if (err >= 0 && h->pdesc && pid > 0 && len && !strpbrk(want, "*?[\\") && may_grow(pd[1], pid))
		note_desc(h, pd, pid);
	return err == -ENOENT ? 0 : err < 0 ? err : 0;
}

static struct attach_point *new_point(struct host *h, struct probe **pp, const struct probe *site)
{
	const struct probe *p = *pp;
	char name[512];
	struct attach_point *ap;
	struct usdt_point *up = ARENA_NEW(h->arena, struct usdt_point);

	snprintf(name, sizeof(name), "%s:%s:%s:%s", p->prov, p->mod, p->func, p->name);
	ap = host_new_point(h, &prov_usdt, name, pp, 1);
	ap->prog_type = PROG_KPROBE;
	ap->may_sleep = true; /* a uprobe: user pages may be faulted in (cg_read_user) */
	ap->ctx = CTX_FIELDS;
	ap->id_mode = PROBE_ID_FIXED;
	ap->nargs = site->nargs;
	memcpy(ap->args, site->args, sizeof(ap->args));
	up->data = site->data;
	ap->rt = up;
	return ap;
}

/*
 * The probe's other places in its module: a function that has a probe's
 * macro twice (inlined helpers, unrolled loops) has two notes of the same
 * name, one probe; each place gets an attach point of its own, as the
 * argument operands differ from place to place.
 */
static void plan_extra_sites(struct host *h, struct probe **pp)
{
	struct probe *p = *pp;
	struct attach_point *first = p->ap;
	char want[256];
	size_t len = strlen(p->prov);
	const char *pd[4] = { p->prov, p->mod, p->func, p->name };
	struct usdt_walk w = { .prv = &prov_usdt, .h = h, .pd = pd, .want = want, .exact = true };

	while (len && isdigit((unsigned char)p->prov[len - 1]))
		len--;
	snprintf(want, sizeof(want), "%.*s", (int)len, p->prov);
	w.pid = (pid_t)atoi(p->prov + len);
	usym_each_module(w.pid, match_module, &w);
	for (uint32_t i = 0; i < w.nsites; i++)
		if (w.sites[i].data != p->data)
			new_point(h, pp, &w.sites[i])->extra_site = true;
	p->ap = first;
	free(w.sites);
}

static int usdt_plan(struct host *h, struct probe **probes, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		new_point(h, &probes[i], probes[i]);
		plan_extra_sites(h, &probes[i]);
	}
	if (ndescs)
		plan_later(h, n);
	return 0;
}

static int usdt_attach(struct session *s, struct attach_point *ap, int prog_fd)
{
	const struct probe *p = ap->nprobes ? ap->probes[0] : NULL;
	const struct usdt_point *up = ap->rt;
	size_t len = p ? strlen(p->prov) : 0;
	pid_t pid;

	if (ap->grows) {
		int err;

		later.ap = ap;
		later.prog_fd = prog_fd;
		later.pid = descs[0].pid;
		/* without the hook (logged), the probes matched when compiling still fire */
		err = defer_arm(s, later.pid, usdt_grow);
		if (!err)
			usdt_grow(s, later.pid); /* what it loaded since the probes were matched */
		return 0;
	}
	while (len && isdigit((unsigned char)p->prov[len - 1]))
		len--;
	pid = (pid_t)atoi(p->prov + len);
	return attach_uprobe(pid, p->mod, USDT_OFF(up->data), USDT_SEMA(up->data), false, prog_fd,
			     ap->name, ap->rt);
}

static void usdt_detach(struct session *s, struct attach_point *ap)
{
	if (ap->grows) {
		defer_disarm(s);
		later.ap = NULL;
		for (uint32_t i = 0; i < later.nseen; i++)
			free(later.seen[i]);
		free(later.seen);
		later.seen = NULL;
		later.nseen = 0;
		free(sites.v);
		sites.v = NULL;
		sites.n = sites.cap = 0;
	}
	attach_detach_perf(s, ap);
}

const struct provider prov_usdt = {
	.name = "usdt",
	.per_process = true,
	.any_name = true,
	.list = usdt_list,
	.match = usdt_match,
	.plan = usdt_plan,
	.attach = usdt_attach,
	.detach = usdt_detach,
	.plan_unmatched = true,
};
