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
 * memory operands (-4(%rbp)) user memory at a register plus a
 * displacement, constants ($42) themselves; indexed and %rip-relative
 * memory operands read as 0. A probe is a uprobe on the note's instruction,
 * through the uprobe PMU; a semaphore, if the probe has one, is counted up
 * by the kernel while the probe is on (ref_ctr_offset). Notes of the same
 * name in one function (a macro inlined twice) are one probe with several
 * places, each an attach point (and program) of its own, as each place
 * has its own operands. Probes from a dtrace -h header also have their
 * argument types, from its note .note.dtrace.types (owner "dtrace").
 */
#include "providers.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../base/glob.h"
#include "../base/util.h"
#include "../rt/attach.h"
#include "../rt/host.h"
#include "../rt/session.h"
#include "../sym/demangle.h"
#include "../sym/usym.h"

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

/* Fills p->args from the note's argument specs ("-4@%edi 8@%rax ..."). */
/* A memory operand DISP(%reg) or (%reg) (AT&T syntax): user memory at the register + DISP. */
static bool parse_mem(const char *op, struct probe_arg *pa)
{
	char *end, reg[16];
	long long disp = strtoll(op, &end, 0);
	const char *close;
	int off;

	if (*end != '(' || end[1] != '%' || !(close = strchr(end, ')')) || close[1] ||
	    (size_t)(close - end - 2) >= sizeof(reg))
		return false;
	memcpy(reg, end + 2, (size_t)(close - end - 2));
	reg[close - end - 2] = '\0';
	if (strchr(reg, ',') || (off = reg_offset(reg)) < 0)
		return false;
	pa->from = PROBE_ARG_UMEM;
	pa->off = (uint16_t)off;
	pa->val = disp;
	return true;
}

static void parse_args(struct probe *p, const char *spec)
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
		if (op[0] != '%' && !parse_mem(op, pa))
			continue; /* what we do not decode (indexed memory, %rip-relative) reads as 0 */
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
			parse_args(&p, args);
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

/* Nothing to list without a process: usdt_match reads the one described. */
static int usdt_list(const struct provider *prv, struct host *h, probe_visit_fn *visit)
{
	(void)prv;
	(void)h;
	(void)visit;
	return 0;
}

static int usdt_match(const struct provider *prv, struct host *h, const char *const pd[4],
		      probe_visit_fn *visit)
{
	char want[256];
	size_t len = strlen(pd[0]);
	struct usdt_walk w = { .prv = prv, .h = h, .visit = visit, .pd = pd, .want = want };
	pid_t pid;
	int err;

	while (len && isdigit((unsigned char)pd[0][len - 1]))
		len--;
	snprintf(want, sizeof(want), "%.*s", (int)len, pd[0]);
	pid = (pid_t)atoi(pd[0] + len);
	w.pid = pid;
	err = usym_each_module(pid, match_module, &w);
	return err == -ENOENT ? 0 : err < 0 ? err : 0;
}

/* An attach point's own place: its probe's first, or another (extra_site). */
struct usdt_point {
	struct attach_perf pf;  /* first: attach_detach_perf() takes ap->rt as one */
	int64_t data;           /* USDT_DATA of the place */
};

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
	return 0;
}

static int usdt_attach(struct session *s, struct attach_point *ap, int prog_fd)
{
	const struct probe *p = ap->probes[0];
	const struct usdt_point *up = ap->rt;
	size_t len = strlen(p->prov);
	pid_t pid;

	(void)s;
	while (len && isdigit((unsigned char)p->prov[len - 1]))
		len--;
	pid = (pid_t)atoi(p->prov + len);
	return attach_uprobe(pid, p->mod, USDT_OFF(up->data), USDT_SEMA(up->data), false, prog_fd,
			     ap->name, ap->rt);
}

const struct provider prov_usdt = {
	.name = "usdt",
	.per_process = true,
	.any_name = true,
	.list = usdt_list,
	.match = usdt_match,
	.plan = usdt_plan,
	.attach = usdt_attach,
	.detach = attach_detach_perf,
};
