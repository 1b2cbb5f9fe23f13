/*
 * ifunc.c - where a process's IFUNC symbols really go (see ifunc.h).
 *
 * An STT_GNU_IFUNC symbol's value is a resolver, which the dynamic linker
 * calls once to pick the implementation for this CPU: a uprobe there
 * would fire at relocation, never when the program calls memcpy. The
 * implementation the process uses is read from its own memory
 * (/proc/PID/mem), in the slots its dynamic linker filled:
 *  1. the defining object's R_X86_64_IRELATIVE relocations whose addend
 *     is the resolver (glibc calling its own memcpy, strlen...): ld.so
 *     applies them before the program's entry point even under lazy
 *     binding, so they are filled when dtrace -c holds the process there;
 *  2. another object's R_X86_64_JUMP_SLOT or GLOB_DAT slot for the name,
 *     once bound (BIND_NOW, a first call, or the address taken);
 *  3. if the process has bound neither and dtrace itself has the same
 *     file loaded (libc), what dtrace's own dynamic linker picked: the
 *     same resolver on the same CPU picks the same;
 *  4. else (a library not loaded yet: libm's cos before dlopen) what a
 *     child of dtrace that drops its privileges and dlopen()s the file
 *     gets from its dynamic linker.
 * The .dynsym versions tell which function symbols programs bind: of
 * memcpy@GLIBC_2.2.5 (FUNC, for programs linked before glibc 2.14) and
 * memcpy@@GLIBC_2.14 (IFUNC, the default), only the default.
 * Objects are read once and cached by path.
 */
#include "ifunc.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <link.h>
#include <grp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../base/util.h"
#include "usym.h"

enum { R_IRELATIVE = 37, R_JUMP_SLOT = 7, R_GLOB_DAT = 6 };

/* A .dynsym/.symtab function symbol (FUNC or IFUNC). */
struct ifunc_sym {
	char *name;
	uint64_t value;
	bool ifunc;
	bool hidden;               /* a non-default version (name@VER, not name@@VER) */
	uint64_t impl;             /* an IFUNC's implementation as a child resolved it (0: not) */
};

/* A relocation that fills a code pointer: IRELATIVE (addend) or a slot bound to a name. */
struct ifunc_rel {
	uint64_t slot;             /* vaddr of the 8-byte slot */
	uint64_t addend;           /* IRELATIVE: the resolver */
	char *name;                /* JUMP_SLOT, GLOB_DAT: the symbol; NULL for IRELATIVE */
};

struct ifunc_elf {
	char *path;
	struct ifunc_sym *syms;    /* sorted by name */
	size_t nsyms;
	struct ifunc_rel *rels;
	size_t nrels;
	uint64_t first_vaddr;      /* of the PT_LOAD at file offset 0, page aligned */
	uint64_t plt[4][2];        /* [start, end) of its .plt, .plt.sec, .iplt: a slot not bound yet
				    * points there */
	int nplt;
	bool child_asked;          /* resolve_in_child has run for it */
	struct ifunc_elf *next;
};

static struct ifunc_elf *elfs;

static int by_name(const void *a, const void *b)
{
	const struct ifunc_sym *x = a, *y = b;
	int c = strcmp(x->name, y->name);

	if (c)
		return c;
	return (x->hidden > y->hidden) - (x->hidden < y->hidden); /* the default version first */
}

static void add_sym(struct ifunc_elf *fe, size_t *cap, const char *name, const GElf_Sym *sym,
		    bool hidden)
{
	if (fe->nsyms == *cap) {
		*cap = *cap ? *cap * 2 : 256;
		fe->syms = xrealloc(fe->syms, *cap * sizeof(*fe->syms));
	}
	fe->syms[fe->nsyms++] = (struct ifunc_sym){
		.name = xstrdup(name),
		.value = sym->st_value,
		.ifunc = GELF_ST_TYPE(sym->st_info) == STT_GNU_IFUNC,
		.hidden = hidden,
	};
}

/*
 * Function symbols of one symbol table; versym (for .dynsym) says which
 * are non-default versions. A .symtab contributes only its IFUNCs (its
 * versioned names carry the version in the name).
 */
static void read_syms(Elf *e, Elf_Scn *scn, const GElf_Shdr *sh, Elf_Data *versym,
		      struct ifunc_elf *fe, size_t *cap)
{
	Elf_Data *d = elf_getdata(scn, NULL);
	size_t n = sh->sh_entsize ? sh->sh_size / sh->sh_entsize : 0;

	for (size_t i = 0; d && i < n; i++) {
		GElf_Versym vs = 0;
		GElf_Sym sym;
		const char *name;
		int type;

		if (!gelf_getsym(d, (int)i, &sym) || sym.st_value == 0 || sym.st_shndx == SHN_UNDEF)
			continue;
		type = GELF_ST_TYPE(sym.st_info);
		if (type != STT_FUNC && type != STT_GNU_IFUNC)
			continue;
		if (sh->sh_type == SHT_SYMTAB && type != STT_GNU_IFUNC)
			continue;
		name = elf_strptr(e, sh->sh_link, sym.st_name);
		if (!name || !*name || strchr(name, '@'))
			continue;
		if (versym)
			gelf_getversym(versym, (int)i, &vs);
		add_sym(fe, cap, name, &sym, (vs & 0x8000) != 0);
	}
}

/* Relocations that fill code pointers, from every SHT_RELA section. */
static void read_rels(Elf *e, Elf_Scn *scn, const GElf_Shdr *sh, struct ifunc_elf *fe, size_t *cap)
{
	Elf_Data *d = elf_getdata(scn, NULL);
	Elf_Scn *symscn = elf_getscn(e, sh->sh_link);
	GElf_Shdr symsh;
	Elf_Data *syms = NULL;
	size_t n = sh->sh_entsize ? sh->sh_size / sh->sh_entsize : 0;

	if (symscn && gelf_getshdr(symscn, &symsh))
		syms = elf_getdata(symscn, NULL);
	for (size_t i = 0; d && i < n; i++) {
		GElf_Rela r;
		GElf_Sym sym;
		const char *name = NULL;
		uint32_t type;

		if (!gelf_getrela(d, (int)i, &r))
			continue;
		type = (uint32_t)GELF_R_TYPE(r.r_info);
		if (type != R_IRELATIVE && type != R_JUMP_SLOT && type != R_GLOB_DAT)
			continue;
		if (type != R_IRELATIVE) {
			if (!syms || !gelf_getsym(syms, (int)GELF_R_SYM(r.r_info), &sym) ||
			    !(name = elf_strptr(e, symsh.sh_link, sym.st_name)) || !*name)
				continue;
		}
		if (fe->nrels == *cap) {
			*cap = *cap ? *cap * 2 : 64;
			fe->rels = xrealloc(fe->rels, *cap * sizeof(*fe->rels));
		}
		fe->rels[fe->nrels++] = (struct ifunc_rel){
			.slot = r.r_offset,
			.addend = (uint64_t)r.r_addend,
			.name = name ? xstrdup(name) : NULL,
		};
	}
}

/* Notes where the PLT sections are. */
static void note_plt(Elf *e, const GElf_Shdr *sh, struct ifunc_elf *fe)
{
	size_t shstrndx;
	const char *name;

	if (sh->sh_type != SHT_PROGBITS || !(sh->sh_flags & SHF_EXECINSTR) || fe->nplt == 4 ||
	    elf_getshdrstrndx(e, &shstrndx) != 0 || !(name = elf_strptr(e, shstrndx, sh->sh_name)) ||
	    (strncmp(name, ".plt", 4) != 0 && strcmp(name, ".iplt") != 0))
		return;
	fe->plt[fe->nplt][0] = sh->sh_addr;
	fe->plt[fe->nplt++][1] = sh->sh_addr + sh->sh_size;
}

static void load_elf(struct ifunc_elf *fe)
{
	int fd = open(fe->path, O_RDONLY | O_CLOEXEC);
	size_t symcap = 0, relcap = 0, nph = 0;
	Elf_Scn *scn = NULL;
	Elf_Data *versym = NULL;
	Elf *e;

	if (fd < 0)
		return;
	elf_version(EV_CURRENT);
	e = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	if (!e)
		goto out;
	while ((scn = elf_nextscn(e, scn)) != NULL) {
		GElf_Shdr sh;

		if (gelf_getshdr(scn, &sh) && sh.sh_type == SHT_GNU_versym)
			versym = elf_getdata(scn, NULL);
	}
	while ((scn = elf_nextscn(e, scn)) != NULL) {
		GElf_Shdr sh;

		if (!gelf_getshdr(scn, &sh))
			continue;
		note_plt(e, &sh, fe);
		if (sh.sh_type == SHT_DYNSYM)
			read_syms(e, scn, &sh, versym, fe, &symcap);
		else if (sh.sh_type == SHT_SYMTAB)
			read_syms(e, scn, &sh, NULL, fe, &symcap);
		else if (sh.sh_type == SHT_RELA)
			read_rels(e, scn, &sh, fe, &relcap);
	}
	if (fe->nsyms) /* none: syms is NULL, which qsort() may not be given */
		qsort(fe->syms, fe->nsyms, sizeof(*fe->syms), by_name);
	if (elf_getphdrnum(e, &nph) == 0) {
		for (size_t i = 0; i < nph; i++) {
			GElf_Phdr ph;

			if (gelf_getphdr(e, (int)i, &ph) && ph.p_type == PT_LOAD && ph.p_offset == 0) {
				fe->first_vaddr = ph.p_vaddr & ~(uint64_t)0xfff;
				break;
			}
		}
	}
	elf_end(e);
out:
	close(fd);
}

static struct ifunc_elf *get_elf(const char *path)
{
	struct ifunc_elf *fe;

	for (fe = elfs; fe; fe = fe->next)
		if (strcmp(fe->path, path) == 0)
			return fe;
	fe = xcalloc(1, sizeof(*fe));
	fe->path = xstrdup(path);
	load_elf(fe);
	fe->next = elfs;
	elfs = fe;
	return fe;
}

/* The first symbol named name (the default version, if any), or NULL. */
static const struct ifunc_sym *find_sym(const struct ifunc_elf *fe, const char *name)
{
	size_t lo = 0, hi = fe->nsyms;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (strcmp(fe->syms[mid].name, name) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < fe->nsyms && strcmp(fe->syms[lo].name, name) == 0 ? &fe->syms[lo] : NULL;
}

int ifunc_each(const char *path, ifunc_fn *fn, void *ctx)
{
	const struct ifunc_elf *fe = get_elf(path);

	for (size_t i = 0; i < fe->nsyms; i++) {
		const struct ifunc_sym *s = &fe->syms[i];
		int err;

		/* once per name: the default version, else the first */
		if (!s->ifunc || (i > 0 && strcmp(fe->syms[i - 1].name, s->name) == 0))
			continue;
		err = fn(ctx, s->name, s->value);
		if (err)
			return err;
	}
	return 0;
}

/* True if a non-default version of name is at vaddr. */
static bool is_compat(const struct ifunc_elf *fe, const char *name, uint64_t vaddr)
{
	const struct ifunc_sym *s = find_sym(fe, name);

	for (; s && s < fe->syms + fe->nsyms && strcmp(s->name, name) == 0; s++)
		if (s->value == vaddr && s->hidden)
			return true;
	return false;
}

bool ifunc_shadowed(const char *path, const char *name, uint64_t vaddr)
{
	const struct ifunc_elf *fe = get_elf(path);
	const struct ifunc_sym *s = find_sym(fe, name), *dflt = s;
	bool hidden_here = false;

	for (; s && s < fe->syms + fe->nsyms && strcmp(s->name, name) == 0; s++) {
		if (s->value == vaddr && !s->hidden)
			return false; /* the default version itself */
		if (s->value == vaddr)
			hidden_here = true;
	}
	return dflt && (hidden_here || dflt->ifunc) && !dflt->hidden;
}

/* Where path is mapped in pid: its load bias and the bounds of its mappings. */
struct placed {
	uint64_t bias, lo, hi;
	bool found;
};

static void find_placed(pid_t pid, const struct ifunc_elf *fe, struct placed *pl)
{
	char mpath[64], line[4096];
	FILE *f;

	*pl = (struct placed){ .lo = UINT64_MAX };
	snprintf(mpath, sizeof(mpath), "/proc/%d/maps", (int)pid);
	f = fopen(mpath, "re");
	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		unsigned long long start, end, off;
		int at = 0;

		if (sscanf(line, "%llx-%llx %*s %llx %*s %*u %n", &start, &end, &off, &at) < 3 || !at)
			continue;
		line[strcspn(line, "\n")] = '\0';
		if (strcmp(line + at, fe->path) != 0)
			continue;
		if (off == 0 && !pl->found) {
			pl->bias = start - fe->first_vaddr;
			pl->found = true;
		}
		if (start < pl->lo)
			pl->lo = start;
		if (end > pl->hi)
			pl->hi = end;
	}
	fclose(f);
}

/* Reads the 8-byte slot at addr of the process (mem: its /proc/PID/mem); 0 if unreadable. */
static uint64_t read_slot(int mem, uint64_t addr)
{
	uint64_t v = 0;

	if (mem < 0 || pread(mem, &v, sizeof(v), (off_t)addr) != (ssize_t)sizeof(v))
		return 0;
	return v;
}

/*
 * A value read from a slot, if it is an implementation in object fe placed
 * at pl: not its resolver, nor its PLT (a slot not bound yet).
 */
static bool is_impl(const struct ifunc_elf *fe, const struct placed *pl, uint64_t v,
		    uint64_t resolver)
{
	if (v < pl->lo || v >= pl->hi || v == pl->bias + resolver)
		return false;
	for (int i = 0; i < fe->nplt; i++)
		if (v - pl->bias >= fe->plt[i][0] && v - pl->bias < fe->plt[i][1])
			return false;
	return true;
}

/* Step 2: another object's bound slot for the name. */
struct bound {
	pid_t pid;
	int mem;
	const char *path, *name;
	const struct placed *def;
	uint64_t resolver, found;
};

static int find_bound(void *ctx, const char *path, const char *alias)
{
	struct bound *b = ctx;
	const struct ifunc_elf *fe;
	struct placed pl;

	(void)alias;
	if (strcmp(path, b->path) == 0)
		return 0; /* its own slots are IRELATIVE (step 1); a lazy JUMP_SLOT points into its PLT */
	fe = get_elf(path);
	for (size_t i = 0; i < fe->nrels; i++) {
		uint64_t v;

		if (!fe->rels[i].name || strcmp(fe->rels[i].name, b->name) != 0)
			continue;
		find_placed(b->pid, fe, &pl);
		if (!pl.found)
			return 0;
		v = read_slot(b->mem, pl.bias + fe->rels[i].slot);
		/* bound to a compatibility version (linked before it became an IFUNC): not this one */
		if (is_impl(get_elf(b->path), b->def, v, b->resolver) &&
		    !is_compat(get_elf(b->path), b->name, v - b->def->bias)) {
			b->found = v;
			return 1;
		}
	}
	return 0;
}

/* Step 3: dtrace's own binding of the name, if it has loaded the same file. */
struct own {
	struct stat st;
	const char *name;
	uint64_t impl;
	bool found;
};

static int find_own(struct dl_phdr_info *info, size_t size, void *ctx)
{
	struct own *o = ctx;
	struct stat st;
	void *h, *addr;

	(void)size;
	if (!info->dlpi_name || !*info->dlpi_name || stat(info->dlpi_name, &st) != 0 ||
	    st.st_dev != o->st.st_dev || st.st_ino != o->st.st_ino)
		return 0;
	h = dlopen(info->dlpi_name, RTLD_LAZY | RTLD_NOLOAD);
	if (!h)
		return 0;
	addr = dlsym(h, o->name);
	if (addr && (uint64_t)(uintptr_t)addr > info->dlpi_addr) {
		o->impl = (uint64_t)(uintptr_t)addr - info->dlpi_addr;
		o->found = true;
	}
	dlclose(h);
	return 1;
}

/*
 * Step 4, in a child that drops its privileges (nobody, no new
 * privileges, 2 s to live): dlopen() the file and ask its dynamic linker
 * where every IFUNC of it goes. This runs the library's constructors,
 * but as nobody and never in dtrace itself. Fills fe->syms[].impl.
 */
static void resolve_in_child(struct ifunc_elf *fe)
{
	int fds[2];
	pid_t child;
	struct { uint32_t i; uint64_t impl; } r;

	fe->child_asked = true;
	if (pipe2(fds, O_CLOEXEC) < 0)
		return;
	fflush(NULL);
	child = fork();
	if (child == 0) {
		struct link_map *lm = NULL;
		void *h;

		close(fds[0]);
		alarm(2);
		if (setgroups(0, NULL) < 0 || setresgid(65534, 65534, 65534) < 0 ||
		    setresuid(65534, 65534, 65534) < 0 || prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0)
			_exit(1);
		h = dlopen(fe->path, RTLD_LAZY | RTLD_LOCAL);
		if (!h || dlinfo(h, RTLD_DI_LINKMAP, &lm) != 0 || !lm)
			_exit(1);
		for (uint32_t i = 0; i < fe->nsyms; i++) {
			void *a;

			if (!fe->syms[i].ifunc || fe->syms[i].hidden || !(a = dlsym(h, fe->syms[i].name)))
				continue;
			r.i = i;
			r.impl = (uint64_t)(uintptr_t)a - lm->l_addr;
			if (write(fds[1], &r, sizeof(r)) != (ssize_t)sizeof(r))
				_exit(1);
		}
		_exit(0);
	}
	close(fds[1]);
	while (child > 0 && read(fds[0], &r, sizeof(r)) == (ssize_t)sizeof(r))
		if (r.i < fe->nsyms)
			fe->syms[r.i].impl = r.impl;
	close(fds[0]);
	if (child > 0)
		waitpid(child, NULL, 0);
}

/* Steps 1 and 2: the process's own slots. Returns the implementation's address in it, or 0. */
static uint64_t resolve_in_process(pid_t pid, const struct ifunc_elf *fe, const struct placed *pl,
				   const char *name, uint64_t resolver)
{
	struct bound b = { .pid = pid, .mem = -1, .path = fe->path, .name = name, .def = pl,
			   .resolver = resolver };
	char mpath[64];

	snprintf(mpath, sizeof(mpath), "/proc/%d/mem", (int)pid);
	b.mem = open(mpath, O_RDONLY | O_CLOEXEC);
	for (size_t i = 0; i < fe->nrels && !b.found; i++) {
		uint64_t v;

		if (fe->rels[i].name || fe->rels[i].addend != resolver)
			continue;
		v = read_slot(b.mem, pl->bias + fe->rels[i].slot);
		if (is_impl(fe, pl, v, resolver))
			b.found = v;
	}
	if (!b.found)
		usym_each_module(pid, find_bound, &b);
	if (b.mem >= 0)
		close(b.mem);
	return b.found;
}

int ifunc_resolve(pid_t pid, const char *path, const char *name, uint64_t resolver, uint64_t *impl)
{
	struct ifunc_elf *fe = get_elf(path);
	struct own own = { .name = name };
	const struct ifunc_sym *sym;
	struct placed pl;
	uint64_t v;

	find_placed(pid, fe, &pl);
	if (pl.found && (v = resolve_in_process(pid, fe, &pl, name, resolver)) != 0) {
		*impl = v - pl.bias;
		return 0;
	}
	if (stat(path, &own.st) == 0)
		dl_iterate_phdr(find_own, &own);
	if (own.found && own.impl != resolver && usym_elf_offset(path, own.impl) >= 0) {
		*impl = own.impl;
		return 0;
	}
	if (!fe->child_asked)
		resolve_in_child(fe);
	sym = find_sym(fe, name);
	if (!sym || !sym->impl || sym->impl == resolver || usym_elf_offset(path, sym->impl) < 0)
		return -ENOENT;
	*impl = sym->impl;
	return 0;
}

void ifunc_fini(void)
{
	while (elfs) {
		struct ifunc_elf *fe = elfs;

		elfs = fe->next;
		for (size_t i = 0; i < fe->nsyms; i++)
			free(fe->syms[i].name);
		for (size_t i = 0; i < fe->nrels; i++)
			free(fe->rels[i].name);
		free(fe->syms);
		free(fe->rels);
		free(fe->path);
		free(fe);
	}
}
