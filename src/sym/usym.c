/*
 * usym.c - user symbols (see usym.h).
 *
 * A pc maps to a file through the process's mappings; the file offset
 * maps to a virtual address through the ELF's PT_LOAD headers; the
 * function symbol covering that address names it. Mappings are read when
 * a process is first seen (and again on a miss, or on usym_refresh()), so
 * that stacks of a process that has exited since still print if it was
 * seen alive. Code outside any file (JIT) is named from /tmp/perf-PID.map.
 * An object without .symtab gets the symbols of the file debuginfo.c
 * finds for it (separate debug file, MiniDebugInfo), or of the one a
 * debuginfod server sends, taken in when the fetch has ended: lookups
 * never wait for it, function lists (pid probes) and usym_settle() do,
 * and its code has no names until then. Code that
 * no symbol covers is named from .eh_frame: each FDE's range becomes a
 * function named by its address in the object ("0x1139"), stable from run
 * to run. C++ names are shown demangled (demangle.c), made at first use.
 */
#include "usym.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "debuginfo.h"
#include "../base/glob.h"
#include "../base/util.h"
#include "demangle.h"
#include "ehframe.h"

struct usym_sym {
	uint64_t addr, size;
	char *name;                /* as the symbol table has it */
	char *shown;               /* demangled (at first use); NULL: not yet; or name itself */
	int rank;                  /* among aliases, the highest is shown: malloc, not
				    * __libc_malloc; RANK_FDE, RANK_FDE_NOCALL: from .eh_frame */
};

/* Functions that no symbol names, from .eh_frame; NOCALL: entered otherwise than by a call. */
enum { RANK_FDE = -1, RANK_FDE_NOCALL = -2 };

struct usym_elf {
	char *path;
	const char *base;          /* basename of path */
	struct usym_sym *syms;     /* sorted by addr */
	size_t nsyms;
	GElf_Phdr *loads;          /* PT_LOAD headers */
	size_t nloads;
	uint64_t entry;            /* e_entry: where the kernel starts the object, 0 if none */
	bool fetchable;            /* none here: debuginfod may have them (fetched once wanted) */
	struct debuginfo_fetch *fetch; /* symbols still coming from debuginfod */
	struct usym_elf *next;
};

struct usym_map {
	uint64_t start, end, off;
	struct usym_elf *elf;
};

struct usym_proc {
	pid_t pid;
	struct usym_map *maps;
	size_t nmaps;
	struct usym_sym *jit;      /* /tmp/perf-PID.map, sorted by addr */
	size_t njit;
	bool jit_read;
	uint64_t jit_size;         /* of the perf map when read */
	struct usym_proc *next;
};

static struct usym_elf *elfs;
static struct usym_proc *procs;

static void sym_free(struct usym_sym *s)
{
	if (s->shown != s->name)
		free(s->shown);
	free(s->name);
}

static int by_addr(const void *a, const void *b)
{
	const struct usym_sym *x = a, *y = b;

	if (x->addr != y->addr)
		return x->addr < y->addr ? -1 : 1;
	if (x->rank != y->rank)
		return x->rank - y->rank;
	/* equal aliases: the shortest last, where lookups pick it (cbrt, not cbrtf32x) */
	if (strlen(x->name) != strlen(y->name))
		return strlen(x->name) > strlen(y->name) ? -1 : 1;
	return strcmp(y->name, x->name);
}

/* Reads the function symbols of one symbol table section. */
static void read_symtab(Elf *e, Elf_Scn *scn, GElf_Shdr *sh, struct usym_elf *ue, size_t *cap)
{
	Elf_Data *d = elf_getdata(scn, NULL);
	size_t n = sh->sh_entsize ? sh->sh_size / sh->sh_entsize : 0;

	for (size_t i = 0; d && i < n; i++) {
		GElf_Sym sym;
		const char *name;

		if (!gelf_getsym(d, (int)i, &sym) || GELF_ST_TYPE(sym.st_info) != STT_FUNC ||
		    sym.st_value == 0)
			continue;
		name = elf_strptr(e, sh->sh_link, sym.st_name);
		if (!name || !*name)
			continue;
		if (ue->nsyms == *cap) {
			*cap = *cap ? *cap * 2 : 256;
			ue->syms = xrealloc(ue->syms, *cap * sizeof(*ue->syms));
		}
		ue->syms[ue->nsyms++] = (struct usym_sym){
			sym.st_value, sym.st_size, xstrdup(name), NULL,
			(GELF_ST_BIND(sym.st_info) != STB_LOCAL) + (name[0] != '_') * 2,
		};
	}
}

/* Whether a symbol of ue (its first n, sorted) names address a, as usym_lookup would. */
static bool sym_covers(const struct usym_elf *ue, size_t n, uint64_t a)
{
	size_t lo = 0, hi = n;

	if (!n || a < ue->syms[0].addr)
		return false;
	while (hi - lo > 1) {
		size_t mid = lo + (hi - lo) / 2;

		if (ue->syms[mid].addr <= a)
			lo = mid;
		else
			hi = mid;
	}
	return !ue->syms[lo].size || a < ue->syms[lo].addr + ue->syms[lo].size;
}

struct fde_walk {
	struct usym_elf *ue;
	size_t nsyms, cap;         /* the symbols before the FDEs' functions, room */
};

/* eh_funcs callback: the code of an FDE that no symbol covers is a function of its own. */
static int add_fde_func(void *ctx, uint64_t start, uint64_t size, bool called)
{
	struct fde_walk *w = ctx;
	struct usym_elf *ue = w->ue;
	char name[32];

	if (sym_covers(ue, w->nsyms, start))
		return 0;
	snprintf(name, sizeof(name), "0x%llx", (unsigned long long)start);
	if (ue->nsyms == w->cap) {
		w->cap = w->cap ? w->cap * 2 : 256;
		ue->syms = xrealloc(ue->syms, w->cap * sizeof(*ue->syms));
	}
	ue->syms[ue->nsyms++] = (struct usym_sym){
		start, size, xstrdup(name), NULL, called ? RANK_FDE : RANK_FDE_NOCALL,
	};
	return 0;
}

/* Functions no symbol names (stripped code): one per .eh_frame FDE; ue->syms sorted again. */
static void add_fde_funcs(Elf *e, struct usym_elf *ue, size_t cap)
{
	struct fde_walk w = { ue, ue->nsyms, cap };

	eh_funcs(e, add_fde_func, &w);
	if (ue->nsyms != w.nsyms)
		qsort(ue->syms, ue->nsyms, sizeof(*ue->syms), by_addr);
}

/* True if ue (sorted) has a symbol of that name at that address. */
static bool has_sym(const struct usym_elf *ue, const struct usym_sym *sym)
{
	size_t lo = 0, hi = ue->nsyms;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (ue->syms[mid].addr < sym->addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < ue->nsyms && ue->syms[lo].addr == sym->addr; lo++)
		if (strcmp(ue->syms[lo].name, sym->name) == 0)
			return true;
	return false;
}

/*
 * Adds the function symbols of symbol file e (debuginfo.c) that ue (sorted)
 * lacks; ue->syms is left with room for ue->nsyms + 1. Names already there
 * stay where they are: probes point at them.
 */
static void add_symfile(struct usym_elf *ue, Elf *e)
{
	struct usym_elf more = { 0 };
	Elf_Scn *scn = NULL;
	size_t cap = 0, n = 0;

	while ((scn = elf_nextscn(e, scn)) != NULL) {
		GElf_Shdr sh;

		if (gelf_getshdr(scn, &sh) && sh.sh_type == SHT_SYMTAB)
			read_symtab(e, scn, &sh, &more, &cap);
	}
	for (size_t i = 0; i < more.nsyms; i++) {
		/* memcpy@GLIBC_2.2.5: a version's alias of a name .dynsym has */
		if (has_sym(ue, &more.syms[i]) || strchr(more.syms[i].name, '@'))
			sym_free(&more.syms[i]);
		else
			more.syms[n++] = more.syms[i];
	}
	ue->syms = xrealloc(ue->syms, (ue->nsyms + n + 1) * sizeof(*ue->syms));
	if (n)
		memcpy(ue->syms + ue->nsyms, more.syms, n * sizeof(*more.syms));
	ue->nsyms += n;
	free(more.syms);
	if (ue->nsyms)
		qsort(ue->syms, ue->nsyms, sizeof(*ue->syms), by_addr);
}

/*
 * An object without .symtab: the symbols of its debug file or
 * MiniDebugInfo (debuginfo.c), else, once wanted, a debuginfod server's.
 * True if symbols were added (add_symfile).
 */
static bool find_symfile(struct usym_elf *ue, Elf *e)
{
	struct debuginfo di;

	if (elf_kind(e) != ELF_K_ELF)
		return false; /* a data file mapped (locale-archive) */
	if (debuginfo_open(ue->path, e, &di) == 0) {
		add_symfile(ue, di.elf);
		debuginfo_close(&di);
		return true;
	}
	ue->fetchable = debuginfo_can_fetch();
	return false;
}

/*
 * The functions of ue's code that no symbol names, from its .eh_frame,
 * added once a debuginfod fetch has ended: the names it brings are the
 * functions' own, where .eh_frame would name them by address.
 */
static void add_fde_funcs_late(struct usym_elf *ue)
{
	int fd = open(ue->path, O_RDONLY | O_CLOEXEC);
	Elf *e = fd >= 0 ? elf_begin(fd, ELF_C_READ_MMAP, NULL) : NULL;

	ue->syms = xrealloc(ue->syms, (ue->nsyms + 1) * sizeof(*ue->syms));
	if (e) {
		add_fde_funcs(e, ue, ue->nsyms + 1);
		elf_end(e);
	}
	if (fd >= 0)
		close(fd);
}

/*
 * Starts ue's debuginfod fetch if its symbols may be there, unless too
 * many are running (then at a later want); an object that cannot be asked
 * for after all gets its .eh_frame functions now.
 */
static void want_symbols(struct usym_elf *ue)
{
	if (!ue->fetchable)
		return;
	errno = 0;
	ue->fetch = debuginfo_fetch(ue->path);
	ue->fetchable = !ue->fetch && errno == EBUSY;
	if (!ue->fetch && !ue->fetchable)
		add_fde_funcs_late(ue);
}

/*
 * Takes in the symbols of ue's debuginfod fetch once it has ended (wait:
 * waiting for it first as long as its time allows), starting it if it is
 * not yet; drops a fetch that failed or whose time is up.
 */
static void settle(struct usym_elf *ue, bool wait)
{
	struct debuginfo di = { .fd = -1 };
	int err;

	want_symbols(ue);
	if (!ue->fetch)
		return;
	err = debuginfo_fetch_wait(ue->fetch, wait, &di);
	if (err == -EAGAIN)
		return;
	debuginfo_fetch_free(ue->fetch);
	ue->fetch = NULL;
	if (err == 0) {
		add_symfile(ue, di.elf);
		debuginfo_close(&di);
	}
	add_fde_funcs_late(ue);
}

static void load_elf(struct usym_elf *ue)
{
	int fd = open(ue->path, O_RDONLY | O_CLOEXEC);
	Elf *e;
	Elf_Scn *scn = NULL;
	size_t cap = 0, nph = 0;
	bool have_symtab = false;

	if (fd < 0)
		return;
	elf_version(EV_CURRENT);
	e = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	if (!e)
		goto out;
	while ((scn = elf_nextscn(e, scn)) != NULL) {
		GElf_Shdr sh;

		if (gelf_getshdr(scn, &sh) && sh.sh_type == SHT_SYMTAB) {
			read_symtab(e, scn, &sh, ue, &cap);
			have_symtab = true;
		}
	}
	while (!have_symtab && (scn = elf_nextscn(e, scn)) != NULL) {
		GElf_Shdr sh;

		if (gelf_getshdr(scn, &sh) && sh.sh_type == SHT_DYNSYM)
			read_symtab(e, scn, &sh, ue, &cap);
	}
	{
		GElf_Ehdr eh;

		if (gelf_getehdr(e, &eh))
			ue->entry = eh.e_entry;
	}
	if (elf_getphdrnum(e, &nph) == 0) {
		ue->loads = xcalloc(nph + 1, sizeof(*ue->loads));
		for (size_t i = 0; i < nph; i++) {
			GElf_Phdr ph;

			if (gelf_getphdr(e, (int)i, &ph) && ph.p_type == PT_LOAD)
				ue->loads[ue->nloads++] = ph;
		}
	}
	if (ue->nsyms) /* none: syms is NULL, which qsort() may not be given */
		qsort(ue->syms, ue->nsyms, sizeof(*ue->syms), by_addr);
	if (!have_symtab && find_symfile(ue, e))
		cap = ue->nsyms + 1; /* the room add_symfile leaves */
	if (!ue->fetchable)
		add_fde_funcs(e, ue, cap); /* else once the fetch has ended (settle) */
	elf_end(e);
out:
	close(fd);
}

static struct usym_elf *get_elf(const char *path)
{
	struct usym_elf *ue;

	for (ue = elfs; ue; ue = ue->next)
		if (strcmp(ue->path, path) == 0)
			return ue;
	ue = xcalloc(1, sizeof(*ue));
	ue->path = xstrdup(path);
	ue->base = strrchr(ue->path, '/') ? strrchr(ue->path, '/') + 1 : ue->path;
	load_elf(ue);
	ue->next = elfs;
	elfs = ue;
	return ue;
}

/* Reads /proc/PID/maps: file-backed mappings only. */
static void read_maps(struct usym_proc *p)
{
	char path[64], line[4096];
	struct usym_map *maps = NULL;
	size_t cap = 0, n = 0;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/maps", (int)p->pid);
	f = fopen(path, "re");
	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		unsigned long long start, end, off;
		int name_at = 0;
		char *file;

		if (sscanf(line, "%llx-%llx %*s %llx %*s %*u %n", &start, &end, &off, &name_at) < 3 ||
		    !name_at)
			continue;
		file = line + name_at;
		file[strcspn(file, "\n")] = '\0';
		if (file[0] != '/')
			continue;
		if (n == cap) {
			cap = cap ? cap * 2 : 64;
			maps = xrealloc(maps, cap * sizeof(*maps));
		}
		maps[n++] = (struct usym_map){ start, end, off, get_elf(file) };
		if (p->pid != getpid())
			want_symbols(maps[n - 1].elf); /* dtrace's own objects need no names */
	}
	fclose(f);
	if (!n)
		return; /* exited (a zombie has no mappings): keep what was seen alive */
	free(p->maps);
	p->maps = maps;
	p->nmaps = n;
}

static struct usym_proc *get_proc(pid_t pid)
{
	struct usym_proc *p;

	for (p = procs; p; p = p->next)
		if (p->pid == pid)
			return p;
	p = xcalloc(1, sizeof(*p));
	p->pid = pid;
	read_maps(p);
	p->next = procs;
	procs = p;
	return p;
}

void usym_refresh(pid_t pid)
{
	read_maps(get_proc(pid));
}

static const struct usym_map *find_map(pid_t pid, uint64_t pc)
{
	struct usym_proc *p = get_proc(pid);

	for (int pass = 0; pass < 2; pass++) {
		for (size_t i = 0; i < p->nmaps; i++)
			if (pc >= p->maps[i].start && pc < p->maps[i].end)
				return &p->maps[i];
		if (pass == 0)
			read_maps(p);
	}
	return NULL;
}

/* The ELF virtual address of pc in mapping m, or 0. */
static uint64_t elf_vaddr(const struct usym_map *m, uint64_t pc)
{
	uint64_t off = pc - m->start + m->off;

	for (size_t i = 0; i < m->elf->nloads; i++) {
		const GElf_Phdr *ph = &m->elf->loads[i];

		if (off >= ph->p_offset && off < ph->p_offset + ph->p_filesz)
			return off - ph->p_offset + ph->p_vaddr;
	}
	return 0;
}

/*
 * Reads /tmp/perf-PID.map, where JIT compilers (node, the JVM with an
 * agent, LuaJIT...) write "START SIZE name" in hex for the code they make.
 */
static void read_perf_map(struct usym_proc *p)
{
	char path[64], line[1024];
	size_t cap = 0;
	FILE *f;

	struct stat st;

	p->jit_read = true;
	snprintf(path, sizeof(path), "/tmp/perf-%d.map", (int)p->pid);
	if (stat(path, &st) != 0 || (off_t)p->jit_size == st.st_size)
		return; /* none, or read as it is */
	f = fopen(path, "re");
	if (!f)
		return;
	p->jit_size = (uint64_t)st.st_size;
	for (size_t i = 0; i < p->njit; i++)
		sym_free(&p->jit[i]);
	p->njit = 0;
	cap = 0;
	free(p->jit);
	p->jit = NULL;
	while (fgets(line, sizeof(line), f)) {
		unsigned long long start, size;
		int at = 0;

		if (sscanf(line, "%llx %llx %n", &start, &size, &at) < 2 || !at)
			continue;
		line[strcspn(line, "\n")] = '\0';
		if (p->njit == cap) {
			cap = cap ? cap * 2 : 256;
			p->jit = xrealloc(p->jit, cap * sizeof(*p->jit));
		}
		p->jit[p->njit++] = (struct usym_sym){ start, size, xstrdup(line + at), NULL, 0 };
	}
	fclose(f);
	if (p->njit)
		qsort(p->jit, p->njit, sizeof(*p->jit), by_addr);
}

static struct usym_sym *jit_find(const struct usym_proc *p, uint64_t pc);
static const char *shown_name(struct usym_sym *s);

/* A JIT-compiled function's name for pc ("[jit]`name+0xoff"), or -ENOENT. */
static int jit_lookup(pid_t pid, uint64_t pc, bool with_offset, char *buf, size_t len)
{
	struct usym_proc *p = get_proc(pid);
	struct usym_sym *hit;

	if (!p->jit_read || !jit_find(p, pc))
		read_perf_map(p); /* JITs append to it as they make code */
	hit = jit_find(p, pc);
	if (!hit)
		return -ENOENT;
	if (with_offset && pc != hit->addr)
		snprintf(buf, len, "[jit]`%s+0x%llx", shown_name(hit),
			 (unsigned long long)(pc - hit->addr));
	else
		snprintf(buf, len, "[jit]`%s", shown_name(hit));
	return 0;
}

/* The JIT function of p covering pc, or NULL. */
static struct usym_sym *jit_find(const struct usym_proc *p, uint64_t pc)
{
	struct usym_sym *hit = NULL;

	for (size_t lo = 0, hi = p->njit; lo < hi;) {
		size_t mid = lo + (hi - lo) / 2;

		if (p->jit[mid].addr <= pc) {
			hit = &p->jit[mid];
			lo = mid + 1;
		} else {
			hi = mid;
		}
	}
	return hit && pc < hit->addr + hit->size ? hit : NULL;
}

int usym_elf_addr(pid_t pid, uint64_t pc, const char **path, uint64_t *vaddr)
{
	const struct usym_map *m = find_map(pid, pc);

	if (!m || !(*vaddr = elf_vaddr(m, pc)))
		return -ENOENT;
	*path = m->elf->path;
	return 0;
}

/* The name to show for s: demangled unless -x mangled (made once). */
static const char *shown_name(struct usym_sym *s)
{
	if (!demangle_enabled())
		return s->name;
	if (!s->shown) {
		s->shown = demangle(s->name);
		if (!s->shown)
			s->shown = s->name;
	}
	return s->shown;
}

/* The function of ue that covers address va (in the ELF), or NULL. */
static struct usym_sym *find_sym(struct usym_elf *ue, uint64_t va)
{
	size_t lo = 0, hi = ue->nsyms;

	if (!va || !hi || va < ue->syms[0].addr)
		return NULL;
	while (hi - lo > 1) {
		size_t mid = lo + (hi - lo) / 2;

		if (ue->syms[mid].addr <= va)
			lo = mid;
		else
			hi = mid;
	}
	/* past the end of the nearest symbol: a function with no symbol and no FDE */
	if (ue->syms[lo].size && va >= ue->syms[lo].addr + ue->syms[lo].size)
		return NULL;
	return &ue->syms[lo];
}

int usym_lookup(pid_t pid, uint64_t pc, bool with_offset, char *buf, size_t len)
{
	const struct usym_map *m = find_map(pid, pc);
	struct usym_sym *hit;
	uint64_t va;

	if (!m)
		return jit_lookup(pid, pc, with_offset, buf, len);
	settle(m->elf, false);
	va = elf_vaddr(m, pc);
	hit = find_sym(m->elf, va);
	if (!hit)
		snprintf(buf, len, "%s`0x%llx", m->elf->base, (unsigned long long)pc);
	else if (with_offset && va != hit->addr)
		snprintf(buf, len, "%s`%s+0x%llx", m->elf->base, shown_name(hit),
			 (unsigned long long)(va - hit->addr));
	else
		snprintf(buf, len, "%s`%s", m->elf->base, shown_name(hit));
	return 0;
}

bool usym_module_match(const char *pat, const char *base)
{
	const char *so = strstr(base, ".so");
	char cut[PATH_MAX];

	if (glob_match(pat, base))
		return true;
	if (!so || (so[3] && so[3] != '.'))
		return false;
	snprintf(cut, sizeof(cut), "%.*s", (int)(so + 3 - base), base);
	if (so[3] && glob_match(pat, cut))
		return true;
	cut[so - base] = '\0';
	return glob_match(pat, cut);
}

int usym_elf_funcs(const char *path, usym_func_fn *fn, void *ctx)
{
	struct usym_elf *ue = get_elf(path);

	settle(ue, true);
	for (size_t i = 0; i < ue->nsyms; i++) {
		const char *name = shown_name(&ue->syms[i]);
		int err;

		if (ue->syms[i].rank == RANK_FDE_NOCALL)
			continue; /* named in stacks, but no function to probe */
		if (name != ue->syms[i].name)
			demangle_note(name, ue->syms[i].name);
		err = fn(ctx, name, ue->syms[i].addr, ue->syms[i].size);

		if (err)
			return err;
	}
	return 0;
}

int64_t usym_elf_offset(const char *path, uint64_t vaddr)
{
	const struct usym_elf *ue = get_elf(path);

	for (size_t i = 0; i < ue->nloads; i++) {
		const GElf_Phdr *ph = &ue->loads[i];

		if (vaddr >= ph->p_vaddr && vaddr < ph->p_vaddr + ph->p_filesz)
			return (int64_t)(vaddr - ph->p_vaddr + ph->p_offset);
	}
	return -1;
}

/* The value of the defined symbol name in the symbol table section scn of e; false if none. */
static bool find_symbol(Elf *e, Elf_Scn *scn, const GElf_Shdr *sh, const char *name, uint64_t *vaddr)
{
	Elf_Data *d = elf_getdata(scn, NULL);
	size_t n = sh->sh_entsize ? sh->sh_size / sh->sh_entsize : 0;

	for (size_t i = 0; d && i < n; i++) {
		GElf_Sym sym;
		const char *sn;

		if (!gelf_getsym(d, (int)i, &sym) || sym.st_shndx == SHN_UNDEF ||
		    GELF_ST_TYPE(sym.st_info) == STT_SECTION || GELF_ST_TYPE(sym.st_info) == STT_FILE)
			continue;
		sn = elf_strptr(e, sh->sh_link, sym.st_name);
		if (sn && strcmp(sn, name) == 0) {
			*vaddr = sym.st_value;
			return true;
		}
	}
	return false;
}

int usym_elf_symbol(const char *path, const char *name, uint64_t *vaddr)
{
	static const Elf64_Word kinds[] = { SHT_SYMTAB, SHT_DYNSYM };
	int fd = open(path, O_RDONLY | O_CLOEXEC), err = -ENOENT;
	Elf *e;

	if (fd < 0)
		return -ENOENT;
	elf_version(EV_CURRENT);
	e = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	for (size_t k = 0; e && err && k < ARRAY_LEN(kinds); k++) {
		Elf_Scn *scn = NULL;
		GElf_Shdr sh;

		while (err && (scn = elf_nextscn(e, scn)) != NULL)
			if (gelf_getshdr(scn, &sh) && sh.sh_type == kinds[k] &&
			    find_symbol(e, scn, &sh, name, vaddr))
				err = 0;
	}
	if (e)
		elf_end(e);
	close(fd);
	return err;
}

uint64_t usym_elf_entry(const char *path)
{
	return get_elf(path)->entry;
}

int usym_module(pid_t pid, uint64_t pc, char *buf, size_t len)
{
	const struct usym_map *m = find_map(pid, pc);

	if (!m)
		return -ENOENT;
	snprintf(buf, len, "%s", m->elf->base);
	return 0;
}

int usym_each_module(pid_t pid, usym_module_fn *fn, void *ctx)
{
	char path[64], line[PATH_MAX + 128], exe[PATH_MAX], last[PATH_MAX] = "";
	ssize_t n;
	FILE *f;
	int err = 0;

	snprintf(path, sizeof(path), "/proc/%d/exe", (int)pid);
	n = readlink(path, exe, sizeof(exe) - 1);
	exe[n > 0 ? n : 0] = '\0';
	snprintf(path, sizeof(path), "/proc/%d/maps", (int)pid);
	f = fopen(path, "re");
	if (!f)
		return -errno;
	while (!err && fgets(line, sizeof(line), f)) {
		char perms[8] = "";
		int at = 0;
		const char *file;

		if (sscanf(line, "%*x-%*x %7s %*x %*s %*u %n", perms, &at) < 1 || !at ||
		    !strchr(perms, 'x'))
			continue;
		file = line + at;
		line[strcspn(line, "\n")] = '\0';
		if (file[0] != '/' || strcmp(file, last) == 0)
			continue;
		snprintf(last, sizeof(last), "%s", file);
		err = fn(ctx, file, strcmp(file, exe) == 0 ? "a.out" : NULL);
	}
	fclose(f);
	return err;
}

void usym_settle(void)
{
	for (struct usym_elf *ue = elfs; ue; ue = ue->next)
		if (ue->fetch)
			settle(ue, true);
}

void usym_fini(void)
{
	while (procs) {
		struct usym_proc *p = procs;

		procs = p->next;
		for (size_t i = 0; i < p->njit; i++)
			sym_free(&p->jit[i]);
		free(p->jit);
		free(p->maps);
		free(p);
	}
	while (elfs) {
		struct usym_elf *ue = elfs;

		elfs = ue->next;
		for (size_t i = 0; i < ue->nsyms; i++)
			sym_free(&ue->syms[i]);
		free(ue->syms);
		free(ue->loads);
		debuginfo_fetch_free(ue->fetch);
		free(ue->path);
		free(ue);
	}
	demangle_fini();
}
