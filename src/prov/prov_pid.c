/*
 * prov_pid.c - the pid provider: pidPID:MODULE:FUNCTION:entry and :return
 * for the functions of a running process.
 *
 * Modules are the executable objects mapped in the process
 * (/proc/PID/maps; named by basename, with or without version or .so;
 * "a.out" also names the program itself), or a library named outright
 * that it will dlopen(), or any library it loads while traced (added then:
 * pid_grow, called by defer.c); functions are their ELF function symbols
 * (usym.c). Besides entry and return, a hex offset names one instruction
 * inside a function (pid123:a.out:main:1a), accepted only where an
 * instruction starts (insn.c); a glob name also names each instruction
 * whose offset it matches (pid123:a.out:main:*), and DTrace's function
 * "-" an absolute address of the program (pid123::-:401136). The probes of one kind share one program
 * that reads its probe id from the BPF attach cookie, attached with one
 * uprobe_multi link per module for that process only: links are fds, so
 * nothing is left if dtrace is killed. args[] are the x86-64 argument
 * registers in struct pt_regs at entry; at return arg0 is the pc
 * returned to and arg1 the return value, as DTrace has them.
 */
#include "providers.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <gelf.h>
#include <libelf.h>
#include <linux/perf_event.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>

#include "../base/glob.h"
#include "../base/util.h"
#include "../rt/attach.h"
#include "../rt/btf.h"
#include "../rt/host.h"
#include "../rt/kfeat.h"
#include "../rt/session.h"
#include "../sym/ifunc.h"
#include "../sym/insn.h"
#include "../sym/demangle.h"
#include "../sym/usym.h"
#include "../user/defer.h"

/* struct pt_regs (x86-64) offsets */
enum {
	REGS_R9 = 64, REGS_R8 = 72, REGS_AX = 80, REGS_CX = 88, REGS_DX = 96, REGS_SI = 104,
	REGS_DI = 112, REGS_IP = 128,
};

/* One module being matched: what the visit callback needs. */
struct pid_walk {
	const struct provider *prv;
	struct host *h;
	probe_visit_fn *visit;
	const char *prov, *mod, *path;
	const char *const *pd;
	pid_t pid;
};

static void fill_args(struct probe *p, bool entry)
{
	static const uint16_t regs[] = { REGS_DI, REGS_SI, REGS_DX, REGS_CX, REGS_R8, REGS_R9 };

	if (entry) {
		p->nargs = 6;
		for (uint32_t i = 0; i < 6; i++)
			p->args[i] = (struct probe_arg){ .off = regs[i], .size = 8 };
		return;
	}
	p->nargs = 2;
	p->args[0] = (struct probe_arg){ .off = REGS_IP, .size = 8 };
	p->args[1] = (struct probe_arg){ .off = REGS_AX, .size = 8 };
}

/* True if a probe name is an instruction offset (hex, as DTrace writes them: "1a"). */
static bool is_offset(const char *name)
{
	return *name && strspn(name, "0123456789abcdefABCDEF") == strlen(name);
}

/*
 * Whether OFFSET starts an instruction of the function at file offset
 * func_off (size bytes): 1, 0, or -1 if its code cannot be read or decoded.
 */
static int at_boundary(const char *path, int64_t func_off, uint64_t size, uint64_t at)
{
	uint8_t *code;
	int fd, ok = -1;

	if (!size || size > (1u << 24))
		return -1;
	code = xmalloc(size);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd >= 0 && pread(fd, code, size, func_off) == (ssize_t)size)
		ok = insn_boundary(code, size, at);
	if (fd >= 0)
		close(fd);
	free(code);
	return ok;
}

/*
 * pidN:mod:func:OFFSET - one instruction inside the function, OFFSET bytes
 * in (hex), only where an instruction starts: a uprobe elsewhere would
 * corrupt the code. A function named outright is refused with a reason;
 * one of many matched by a glob is passed over.
 */
static int offer_offset(struct pid_walk *w, const char *func, int64_t func_off, uint64_t size)
{
	uint64_t at = strtoull(w->pd[3], NULL, 16);
	bool named = !strpbrk(w->pd[2], "*?[\\");
	struct probe p = {
		.prov = w->prov, .mod = w->mod, .func = func, .name = w->pd[3],
		.prv = w->prv,
		.data = func_off + (int64_t)at,
	};
	int ok;

	if (size && at >= size) {
		if (named)
			fprintf(stderr, "dtrace: %s:%s:%s:%s: offset 0x%llx is past the end of %s (0x%llx bytes)\n",
				w->prov, w->mod, func, w->pd[3], (unsigned long long)at, func,
				(unsigned long long)size);
		return named ? -EINVAL : 0;
	}
	/* no size (an IFUNC's implementation): the code up to just past the offset */
	ok = at_boundary(w->path, func_off, size ? size : at + 16, at);
	if (ok != 1) {
		if (named)
			fprintf(stderr, "dtrace: %s:%s:%s:%s: %s\n", w->prov, w->mod, func, w->pd[3],
				ok == 0 ? "offset is not at an instruction boundary"
					: "cannot decode the function's instructions to check the offset");
		return named ? -EINVAL : 0;
	}
	fill_args(&p, true);
	return w->visit(w->h, &p);
}

/* Offset probes one glob of names may place in one function, at most (pid$target:libc.so.6::* is millions). */
#define PID_GLOB_OFFSETS_MAX 100000

/*
 * pidN:mod:func:GLOB - as DTrace has it, a glob probe name (pid1:a.out:main:*)
 * names, besides entry and return, every instruction of the function whose
 * offset (hex, as an offset probe is named) it matches. The code is read
 * from the file and decoded from the function's start; a function whose
 * size is unknown or whose code cannot be decoded has no offset probes.
 */
static int offer_offsets(struct pid_walk *w, const char *func, int64_t func_off, uint64_t size)
{
	static uint32_t placed; /* by this walk's description, against PID_GLOB_OFFSETS_MAX */
	static const void *placed_for;
	uint8_t *code;
	int fd, err = 0;

	if (!size || size > (1u << 24))
		return 0;
	if (placed_for != w->pd) {
		placed_for = w->pd;
		placed = 0;
	}
	code = xmalloc(size);
	fd = open(w->path, O_RDONLY | O_CLOEXEC);
	if (fd < 0 || pread(fd, code, size, func_off) != (ssize_t)size)
		size = 0;
	for (uint64_t at = 0; at < size && !err;) {
		int len = insn_len(code + at, size - at);
		char name[24];
		struct probe p = {
			.prov = w->prov, .mod = w->mod, .func = func, .name = name,
			.prv = w->prv,
			.data = func_off + (int64_t)at,
		};

		if (len <= 0)
			break; /* undecodable from here: no probes past what is known */
		snprintf(name, sizeof(name), "%llx", (unsigned long long)at);
		at += (uint64_t)len;
		if (!glob_match(w->pd[3], name))
			continue;
		if (++placed > PID_GLOB_OFFSETS_MAX) {
			if (placed == PID_GLOB_OFFSETS_MAX + 1)
				fprintf(stderr, "dtrace: %s:%s:%s:%s: more than %d instruction probes: "
					"the rest are not probed\n", w->prov, w->pd[1], w->pd[2], w->pd[3],
					PID_GLOB_OFFSETS_MAX);
			break;
		}
		fill_args(&p, true);
		err = w->visit(w->h, &p);
	}
	if (fd >= 0)
		close(fd);
	free(code);
	return err;
}

/*
 * True if a return probe may go on function name: a uretprobe takes the
 * return address at the stack pointer on entry, where the dynamic
 * linker's PLT resolvers (_dl_runtime_resolve_xsavec...) find the
 * object and relocation index the PLT pushed, which it would overwrite.
 * Their names come from ld.so's debug file (libc6-dbg).
 */
static bool can_return(const char *name)
{
	return strncmp(name, "_dl_runtime_resolve", 19) != 0 &&
	       strncmp(name, "_dl_runtime_profile", 19) != 0;
}

/* The probes of function name, at vaddr (size bytes; 0: unknown) of the module being walked. */
static int offer_at(struct pid_walk *w, const char *name, uint64_t vaddr, uint64_t size)
{
	static const char *const kinds[] = { "entry", "return" };
	int64_t off = usym_elf_offset(w->path, vaddr);

	if (off < 0)
		return 0;
	if (is_offset(w->pd[3]))
		return offer_offset(w, name, off, size);
	if (strpbrk(w->pd[3], "*?[\\")) {
		int err = offer_offsets(w, name, off, size);

		if (err)
			return err;
	}
	for (int k = 0; k < 2; k++) {
		struct probe p = {
			.prov = w->prov, .mod = w->mod, .func = name, .name = kinds[k],
			.prv = w->prv,
			.data = off,
		};
		int err;

		if (!glob_match(w->pd[3], p.name) || (k == 1 && !can_return(name)))
			continue;
		/*
		 * The entry point (_start) is jumped to with argc where a return
		 * address would be: a uretprobe there would overwrite it. It
		 * never returns, so it has no return probe.
		 */
		if (k == 1 && vaddr && vaddr == usym_elf_entry(w->path))
			continue;
		fill_args(&p, k == 0);
		err = w->visit(w->h, &p);
		if (err)
			return err;
	}
	return 0;
}

/* usym_elf_funcs callback: a function symbol, unless programs calling its name get another. */
static int offer_func(void *ctx, const char *name, uint64_t vaddr, uint64_t size)
{
	struct pid_walk *w = ctx;

	if (!demangle_match(w->pd[2], name) || ifunc_shadowed(w->path, name, vaddr))
		return 0;
	return offer_at(w, name, vaddr, size);
}

/* usym_elf_funcs callback: the size of the function at *ctx's address. */
static int find_size(void *ctx, const char *name, uint64_t vaddr, uint64_t size)
{
	uint64_t *at = ctx;

	(void)name;
	if (vaddr != at[0])
		return 0;
	at[1] = size;
	return 1;
}

/*
 * ifunc_each callback: an IFUNC symbol (memcpy, strlen...) is probed in
 * the implementation the process resolved it to, under its own name.
 * One the process has not resolved, where dtrace cannot tell, matches
 * nothing (a probe on its resolver would fire once, at relocation).
 */
static int offer_ifunc(void *ctx, const char *name, uint64_t resolver)
{
	struct pid_walk *w = ctx;
	uint64_t at[2] = { 0, 0 };

	if (!glob_match(w->pd[2], name) || ifunc_resolve(w->pid, w->path, name, resolver, &at[0]) != 0)
		return 0;
	usym_elf_funcs(w->path, find_size, at);
	return offer_at(w, name, at[0], at[1]);
}

/* usym_each_module callback: the path of the module named mod (its basename or a.out). */
static int find_path(void *ctx, const char *path, const char *alias)
{
	struct { const char *mod; char *path; } *want = ctx;

	if (strcmp(strrchr(path, '/') + 1, want->mod) != 0 && !(alias && strcmp(alias, want->mod) == 0))
		return 0;
	snprintf(want->path, PATH_MAX, "%s", path);
	return 1;
}

/* Libraries found before the process maps them (match_unmapped), by path: module_path finds them here. */
static char *unmapped[64];
static int nunmapped;

static void unmapped_add(const char *path)
{
	for (int i = 0; i < nunmapped; i++)
		if (strcmp(unmapped[i], path) == 0)
			return;
	if (nunmapped < 64)
		unmapped[nunmapped++] = xstrdup(path);
}

/* The kept copy of path (stable: probes point into it). */
static const char *unmapped_path(const char *path)
{
	for (int i = 0; i < nunmapped; i++)
		if (strcmp(unmapped[i], path) == 0)
			return unmapped[i];
	return path;
}

static int match_module(void *ctx, const char *path, const char *alias)
{
	struct pid_walk *w = ctx;
	const char *base = strrchr(path, '/') + 1;
	int err;

	if (usym_module_match(w->pd[1], base))
		w->mod = base;
	else if (alias && glob_match(w->pd[1], alias))
		w->mod = alias; /* the probes are then named pidN:a.out:... */
	else
		return 0;
	w->path = path;
	err = usym_elf_funcs(path, offer_func, w);
	return err ? err : ifunc_each(path, offer_ifunc, w);
}

/* Nothing to list without a process: pid_match reads the one described. */
static int pid_list(const struct provider *prv, struct host *h, probe_visit_fn *visit)
{
	(void)prv;
	(void)h;
	(void)visit;
	return 0;
}

/* usym_each_module callback: notes whether module pattern *ctx names a mapped object. */
static int is_mapped(void *ctx, const char *path, const char *alias)
{
	const char *pat = ctx;

	return usym_module_match(pat, strrchr(path, '/') + 1) || (alias && glob_match(pat, alias));
}

/* usym_each_module callback: notes whether the file *ctx (a real path) is mapped. */
static int is_mapped_path(void *ctx, const char *path, const char *alias)
{
	(void)alias;
	return strcmp(path, ctx) == 0;
}

/* Directories a process may dlopen() libraries from. */
struct lib_dirs {
	char dirs[16][PATH_MAX];
	int n;
};

static void add_dir(struct lib_dirs *ld, const char *dir, size_t len)
{
	while (len > 1 && dir[len - 1] == '/')
		len--;
	if (!len || dir[0] != '/')
		return; /* relative entries name the cwd of the process at dlopen(): unknown */
	for (int i = 0; i < ld->n; i++)
		if (strlen(ld->dirs[i]) == len && strncmp(ld->dirs[i], dir, len) == 0)
			return;
	if (ld->n < (int)ARRAY_LEN(ld->dirs))
		snprintf(ld->dirs[ld->n++], PATH_MAX, "%.*s", (int)len, dir);
}

/* Adds the entries of a search path ("a:b", $ORIGIN expanded to origin). */
static void add_path_list(struct lib_dirs *ld, const char *list, const char *origin)
{
	while (*list) {
		size_t len = strcspn(list, ":;");
		char dir[PATH_MAX];

		if (strncmp(list, "$ORIGIN", 7) == 0 || strncmp(list, "${ORIGIN}", 9) == 0) {
			size_t skip = list[1] == '{' ? 9 : 7;

			snprintf(dir, sizeof(dir), "%s%.*s", origin, (int)(len - skip), list + skip);
			add_dir(ld, dir, strlen(dir));
		} else {
			add_dir(ld, list, len);
		}
		list += len;
		if (*list)
			list++;
	}
}

/* usym_each_module callback: collects the directories of the mapped objects. */
static int note_dir(void *ctx, const char *path, const char *alias)
{
	(void)alias;
	add_dir(ctx, path, (size_t)(strrchr(path, '/') - path));
	return 0;
}

/* The DT_RUNPATH or DT_RPATH of the ELF file path, into buf ("" if none). */
static void elf_runpath(const char *path, char *buf, size_t len)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	Elf_Scn *scn = NULL;
	Elf *e;

	buf[0] = '\0';
	if (fd < 0)
		return;
	elf_version(EV_CURRENT);
	e = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	while (e && (scn = elf_nextscn(e, scn)) != NULL) {
		GElf_Shdr sh;
		Elf_Data *d;
		GElf_Dyn dyn;

		if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_DYNAMIC || !(d = elf_getdata(scn, NULL)))
			continue;
		for (size_t i = 0; sh.sh_entsize && i < sh.sh_size / sh.sh_entsize; i++) {
			const char *rp;

			if (!gelf_getdyn(d, (int)i, &dyn) || (dyn.d_tag != DT_RUNPATH && dyn.d_tag != DT_RPATH))
				continue;
			rp = elf_strptr(e, sh.sh_link, dyn.d_un.d_val);
			if (rp)
				snprintf(buf, len, "%s", rp);
		}
	}
	if (e)
		elf_end(e);
	close(fd);
}

/*
 * Where process pid may find a library it dlopen()s: its LD_LIBRARY_PATH,
 * its program's RUNPATH, and the directories of the libraries it has.
 */
static void find_lib_dirs(pid_t pid, struct lib_dirs *ld)
{
	char path[64], exe[PATH_MAX], runpath[4096];
	size_t len = 0;
	ssize_t n;
	char *env;

	snprintf(path, sizeof(path), "/proc/%d/environ", (int)pid);
	env = util_read_file(path, &len);
	for (size_t at = 0; env && at < len; at += strlen(env + at) + 1)
		if (strncmp(env + at, "LD_LIBRARY_PATH=", 16) == 0)
			add_path_list(ld, env + at + 16, "");
	free(env);
	snprintf(path, sizeof(path), "/proc/%d/exe", (int)pid);
	n = readlink(path, exe, sizeof(exe) - 1);
	if (n > 0) {
		exe[n] = '\0';
		elf_runpath(exe, runpath, sizeof(runpath));
		*strrchr(exe, '/') = '\0';
		add_path_list(ld, runpath, exe);
	}
	usym_each_module(pid, note_dir, ld);
}

/* Unmapped libraries a glob may match (lib* would be every one on the system: then none). */
#define PID_UNMAPPED_MAX 64

/*
 * Libraries the process has not mapped yet - that it will dlopen() - named
 * outright or by a glob (not an empty or "*" module: only what is loaded)
 * are looked for where it would find them (find_lib_dirs): their probes
 * are uprobes on those files, which the kernel places when the process
 * maps one. A name outright takes the first found, as the dynamic linker
 * would; a glob every distinct file, if there are no more than a few.
 */
static int match_unmapped(struct pid_walk *w, pid_t pid)
{
	const char *pat = w->pd[1];
	bool glob = strpbrk(pat, "*?[\\") != NULL;
	struct lib_dirs ld = { .n = 0 };
	char *found[PID_UNMAPPED_MAX + 1];
	int nfound = 0, err = 0;

	if (!*pat || strspn(pat, "*") == strlen(pat) ||
	    (!glob && usym_each_module(pid, is_mapped, (void *)pat) != 0))
		return 0;
	find_lib_dirs(pid, &ld);
	for (int i = 0; i < ld.n && nfound <= PID_UNMAPPED_MAX && (glob || !nfound); i++) {
		DIR *d = opendir(ld.dirs[i]);
		struct dirent *de;

		while (d && nfound <= PID_UNMAPPED_MAX && (de = readdir(d)) != NULL) {
			char path[PATH_MAX * 2], real[PATH_MAX];
			bool dup = false;

			if (!strstr(de->d_name, ".so") || !usym_module_match(pat, de->d_name))
				continue;
			snprintf(path, sizeof(path), "%s/%s", ld.dirs[i], de->d_name);
			if (access(path, R_OK) != 0 || !realpath(path, real) ||
			    usym_each_module(pid, is_mapped_path, real) != 0)
				continue;
			for (int k = 0; k < nfound && !dup; k++)
				dup = strcmp(found[k], real) == 0;
			if (!dup)
				found[nfound++] = xstrdup(real);
			if (!glob)
				break;
		}
		if (d)
			closedir(d);
	}
	if (nfound > PID_UNMAPPED_MAX)
		fprintf(stderr, "dtrace: %s: more than %d libraries not loaded yet match module %s: "
			"probing only those loaded\n", w->prov, PID_UNMAPPED_MAX, pat);
	for (int k = 0; k < nfound; k++) {
		if (!err && nfound <= PID_UNMAPPED_MAX) {
			unmapped_add(found[k]);
			err = match_module(w, unmapped_path(found[k]), NULL);
		}
		free(found[k]);
	}
	return err;
}

/*
 * A pid description the compiler matched: the probes it has now, and
 * whether it may match libraries the process maps later (not a.out, and a
 * module that is empty, a glob, or not mapped yet).
 */
struct pid_desc {
	const void *node;
	const char *pd[4];
	pid_t pid;
	struct probe **probes;
	uint32_t nprobes;
	bool grows;
};
static struct pid_desc *descs;
static uint32_t ndescs;

static void note_desc(struct host *h, const char *const pd[4], pid_t pid, uint32_t from)
{
	struct pid_desc *d;
	const char *mod = pd[1];

	descs = xrealloc(descs, sizeof(*descs) * (ndescs + 1));
	d = &descs[ndescs++];
	d->node = h->pdesc;
	for (int i = 0; i < 4; i++)
		d->pd[i] = arena_strdup(h->arena, pd[i]);
	d->pid = pid;
	d->nprobes = 0;
	d->probes = ARENA_NEWN(h->arena, struct probe *, h->nfound - from + 1);
	for (uint32_t i = from; i < h->nfound; i++)
		if (h->found[i]->prv == &prov_pid)
			d->probes[d->nprobes++] = h->found[i];
	d->grows = strcmp(mod, "a.out") != 0 &&
		   (!*mod || strpbrk(mod, "*?[\\") || usym_each_module(pid, is_mapped, (void *)mod) == 0);
}

/* usym_each_module callback: the path of the program itself (alias a.out). */
static int find_aout(void *ctx, const char *path, const char *alias)
{
	if (!alias || strcmp(alias, "a.out") != 0)
		return 0;
	snprintf(ctx, PATH_MAX, "%s", path);
	return 1;
}

/* usym_elf_funcs callback: the function holding address at[0]: its start into at[1], size at[2]. */
static int find_holder(void *ctx, const char *name, uint64_t vaddr, uint64_t size)
{
	uint64_t *at = ctx;

	(void)name;
	if (at[0] < vaddr || at[0] - vaddr >= size)
		return 0;
	at[1] = vaddr;
	at[2] = size;
	return 1;
}

/*
 * pidN::-:ADDRESS (or pidN:a.out:-:ADDRESS) - DTrace's '-' function: the
 * instruction at ADDRESS (hex, the process's own address) in the program
 * itself, accepted where an instruction of one of its functions starts.
 * Refused, as DTrace refuses them: another module, a glob of addresses.
 */
static int match_address(struct pid_walk *w)
{
	const char *mod = w->pd[1], *addr = w->pd[3], *path;
	char aout[PATH_MAX] = "", *end;
	uint64_t pc, at[3] = { 0, 0, 0 };
	int64_t off;
	int ok;

	if (usym_each_module(w->pid, find_aout, aout) <= 0)
		return 0;
	if (*mod && strcmp(mod, "a.out") != 0 && strcmp(mod, strrchr(aout, '/') + 1) != 0) {
		fprintf(stderr, "dtrace: %s:%s:-:%s: only the a.out module is valid with the '-' function\n",
			w->prov, mod, addr);
		return -EINVAL;
	}
	if (strpbrk(addr, "*?[\\") || !*addr) {
		fprintf(stderr, "dtrace: %s:%s:-:%s: only individual addresses may be specified with the "
			"'-' function\n", w->prov, mod, addr);
		return -EINVAL;
	}
	errno = 0;
	pc = strtoull(addr, &end, 16);
	if (*end || errno) {
		fprintf(stderr, "dtrace: %s:%s:-:%s: '%s' is an invalid probe name\n", w->prov, mod, addr, addr);
		return -EINVAL;
	}
	if (usym_elf_addr(w->pid, pc, &path, &at[0]) != 0 || strcmp(path, aout) != 0 ||
	    usym_elf_funcs(aout, find_holder, at) <= 0 || (off = usym_elf_offset(aout, at[1])) < 0) {
		fprintf(stderr, "dtrace: %s:%s:-:%s: address 0x%llx is not in a function of the program\n",
			w->prov, mod, addr, (unsigned long long)pc);
		return -EINVAL;
	}
	ok = at_boundary(aout, off, at[2], at[0] - at[1]);
	if (ok != 1) {
		fprintf(stderr, "dtrace: %s:%s:-:%s: %s\n", w->prov, mod, addr,
			ok == 0 ? "address is not at an instruction boundary"
				: "cannot decode the function's instructions to check the address");
		return -EINVAL;
	}
	{
		struct probe p = {
			.prov = w->prov, .mod = *mod ? mod : "a.out", .func = "-", .name = addr,
			.prv = w->prv,
			.data = off + (int64_t)(at[0] - at[1]),
		};

		fill_args(&p, true);
		return w->visit(w->h, &p);
	}
}

static int pid_match(const struct provider *prv, struct host *h, const char *const pd[4],
		     probe_visit_fn *visit)
{
	pid_t pid = (pid_t)atoi(pd[0] + strlen(prv->name));
	struct pid_walk w = { .prv = prv, .h = h, .visit = visit, .prov = pd[0], .pd = pd, .pid = pid };
	uint32_t from = h->nfound;
	int err;

	if (pid <= 0) { /* pid0: DTrace's words */
		host_match_fail(h, D_PROC_BADPID, "'%s' does not contain a valid pid", pd[0]);
		return -EINVAL;
	}
	if (kill(pid, 0) < 0 && errno == ESRCH) {
		err = -ESRCH;
	} else if (strcmp(pd[2], "-") == 0) { /* an address, not a function */
		err = match_address(&w);
	} else {
		err = usym_each_module(pid, match_module, &w);
		if (err == 0)
			err = match_unmapped(&w, pid);
		if (err == 0 && h->pdesc)
			note_desc(h, pd, pid, from);
	}
	if (err == -ENOENT || err == -ESRCH) { /* no such process, as DTrace says it */
		host_match_fail(h, D_PROC_GRAB, "failed to grab process %d", (int)pid);
		return -ESRCH;
	}
	return err;
}

/* True if probes of description pd can be of the return kind (ret) or the entry kind. */
static bool desc_kind(const struct pid_desc *d, bool ret)
{
	return ret ? glob_match(d->pd[3], "return") : glob_match(d->pd[3], "entry") || is_offset(d->pd[3]);
}

/* Paths of the modules matched at compile time: those mapped later are new (pid_grow). */
static char **seen;
static uint32_t nseen;

static bool seen_add(const char *path)
{
	for (uint32_t i = 0; i < nseen; i++)
		if (strcmp(seen[i], path) == 0)
			return false;
	seen = xrealloc(seen, sizeof(*seen) * (nseen + 1));
	seen[nseen++] = xstrdup(path);
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
 * The descriptions of one kind become the point's pdescs, each probe's
 * desc_mask says which matched it (cg_guard), and the point grows if one
 * may match a library loaded later. Past PROBE_COOKIE_DESCS descriptions
 * clauses are chosen by id and nothing is added later.
 */
static void plan_descs(struct host *h, struct attach_point *ap, bool ret, pid_t *grow_pid)
{
	const void **nodes = ARENA_NEWN(h->arena, const void *, PROBE_COOKIE_DESCS);
	uint32_t n = 0;
	bool grows = false, over = false;

	for (uint32_t i = 0; i < ap->nprobes; i++)
		ap->probes[i]->desc_mask = 0;
	for (uint32_t k = 0; k < ndescs; k++) {
		struct pid_desc *d = &descs[k];

		if (!desc_kind(d, ret) && !d->nprobes)
			continue;
		if (n == PROBE_COOKIE_DESCS) {
			over = true;
			break;
		}
		for (uint32_t i = 0; i < d->nprobes; i++)
			if (d->probes[i]->ap == ap)
				d->probes[i]->desc_mask |= 1u << n;
		if (d->grows && desc_kind(d, ret) && (!*grow_pid || *grow_pid == d->pid)) {
			grows = true;
			*grow_pid = d->pid;
		}
		nodes[n++] = d->node;
	}
	if (over) {
		for (uint32_t i = 0; i < ap->nprobes; i++)
			ap->probes[i]->desc_mask = 0;
		fprintf(stderr, "dtrace: more than %d pid probe descriptions of %s probes: "
			"libraries loaded later are not probed for them\n", PROBE_COOKIE_DESCS,
			ret ? "return" : "entry");
		return;
	}
	ap->pdescs = nodes;
	ap->npdescs = n;
	ap->grows = grows;
}

/*
 * Where the kernel has no BPF cookies (bpf_get_attach_cookie(), Linux
 * 5.15): one attach point and one program per probe, its id fixed in the
 * code. Libraries loaded later cannot be probed: a program for a probe
 * that does not exist yet has no id to fix.
 */
static void nofile_room(uint32_t n);

static int plan_each(struct host *h, struct probe **probes, uint32_t n)
{
	static bool told;

	nofile_room(2 * n); /* a program and a uprobe each */
	for (uint32_t i = 0; i < ndescs && !told; i++)
		if (descs[i].grows) {
			fprintf(stderr, "dtrace: this kernel lacks BPF cookies (bpf_get_attach_cookie, Linux "
				"5.15): libraries loaded later are not probed\n");
			told = true;
		}
	for (uint32_t i = 0; i < n; i++) {
		struct probe *prb = probes[i], kind;
		struct attach_point *ap;
		char name[512];

		snprintf(name, sizeof(name), "%s:%s:%s:%s", prb->prov, prb->mod, prb->func, prb->name);
		ap = host_new_point(h, &prov_pid, name, &probes[i], 1);
		ap->prog_type = PROG_KPROBE;
		ap->ctx = CTX_FIELDS;
		ap->id_mode = PROBE_ID_FIXED;
		fill_args(&kind, strcmp(prb->name, "return") != 0);
		ap->nargs = kind.nargs;
		memcpy(ap->args, kind.args, sizeof(ap->args));
		ap->rt = ARENA_NEW(h->arena, struct attach_perf);
	}
	return 0;
}

/*
 * One attach point per kind of probe (return probes; entry and offset
 * probes, whose args are the same registers): one program, attached at
 * every place with the probe's id as its BPF cookie, so that
 * pid$target:::entry loads one program, not thousands.
 */
static int pid_plan(struct host *h, struct probe **probes, uint32_t n)
{
	pid_t grow_pid = 0;

	if (!kfeat_helper(PROG_KPROBE, BPF_FUNC_get_attach_cookie))
		return plan_each(h, probes, n);

	for (int ret = 0; ret < 2; ret++) {
		struct probe **group = ARENA_NEWN(h->arena, struct probe *, n ? n : 1);
		struct attach_point *ap;
		char name[512];
		uint32_t k = 0;
		bool later = false;
		struct probe kind;

		for (uint32_t i = 0; i < n; i++)
			if ((strcmp(probes[i]->name, "return") == 0) == ret)
				group[k++] = probes[i];
		for (uint32_t i = 0; i < ndescs; i++)
			later |= descs[i].grows && desc_kind(&descs[i], ret);
		if (!k && !later)
			continue;
		if (!k)
			snprintf(name, sizeof(name), "pid:::%s (libraries loaded later)",
				 ret ? "return" : "entry");
		else if (k == 1)
			snprintf(name, sizeof(name), "%s:%s:%s:%s", group[0]->prov, group[0]->mod,
				 group[0]->func, group[0]->name);
		else
			snprintf(name, sizeof(name), "%s:::%s (%u probes)", group[0]->prov,
				 ret ? "return" : "entry", k);
		ap = host_new_point(h, &prov_pid, name, group, k);
		ap->prog_type = PROG_KPROBE;
		ap->may_sleep = true;
		ap->ctx = CTX_FIELDS;
		ap->id_mode = PROBE_ID_COOKIE; /* also for one: its library may not be mapped yet */
		fill_args(&kind, !ret);
		ap->nargs = kind.nargs;
		memcpy(ap->args, kind.args, sizeof(ap->args));
		ap->rt = ARENA_NEW(h->arena, struct attach_perf);
		plan_descs(h, ap, ret, &grow_pid);
	}
	if (grow_pid) {
		usym_each_module(grow_pid, note_seen, NULL);
		for (int i = 0; i < nunmapped; i++)
			seen_add(unmapped[i]);
	}
	return 0;
}

/* The path of module mod in process pid (cached for the last one asked). */
static const char *module_path(pid_t pid, const char *mod)
{
	static char last_mod[256], path[PATH_MAX];
	static pid_t last_pid;
	struct { const char *mod; char *path; } want = { mod, path };

	if (last_pid == pid && strcmp(last_mod, mod) == 0)
		return path;
	last_pid = 0;
	path[0] = '\0';
	usym_each_module(pid, find_path, &want);
	for (int i = 0; !path[0] && i < nunmapped; i++)
		if (strcmp(strrchr(unmapped[i], '/') + 1, mod) == 0)
			snprintf(path, sizeof(path), "%s", unmapped[i]);
	if (!path[0])
		return NULL;
	last_pid = pid;
	snprintf(last_mod, sizeof(last_mod), "%s", mod);
	return path;
}

/*
 * BPF_LINK_CREATE for a uprobe_multi link (Linux 6.6), spelled out: the
 * libbpf and uapi headers of the build machine may predate it.
 */
enum { ATTACH_TRACE_UPROBE_MULTI = 48, UPROBE_MULTI_RETURN = 1 };

struct link_create_uprobe_multi {
	uint32_t prog_fd, target_fd, attach_type, link_flags;
	uint64_t path, offsets, ref_ctr_offsets, cookies;
	uint32_t cnt, flags, pid, pad;
};

/* Probes of one kind in one module, attached with one uprobe_multi link. */
struct multi {
	pid_t pid;
	const char *path;
	bool ret;
	int prog_fd;
	struct attach_perf *pf;
	uint32_t failed;
	int first_err;
	uint64_t first_off;
};

/* Points that grow while tracing, as attached: pid_grow adds probes to them. */
struct grow_point {
	struct attach_point *ap;
	int prog_fd;
	bool ret;
	pid_t pid;
};
static struct grow_point points[4];
static uint32_t npoints;
/* The probes of the libraries process pid mapped since the last call (defer.c calls it). */
static int pid_grow(struct session *s, pid_t pid);


/*
 * Room for n more descriptors, as a link per single uprobe needs: the soft
 * limit (1024) raised to the hard one, as other tracers do, and where that
 * is too low (4096: pid$target:::entry alone is thousands of probes) and
 * dtrace may (root), both raised as far as needed, up to the kernel's
 * fs.nr_open.
 */
static void nofile_room(uint32_t n)
{
	static uint64_t used = 64; /* dtrace's own: maps, programs, the output... */
	uint64_t want = used + n, most = 1u << 20;
	struct rlimit rl;
	char *text;

	used = want;
	if (getrlimit(RLIMIT_NOFILE, &rl) != 0 || rl.rlim_cur >= want)
		return;
	if (rl.rlim_max >= want) {
		rl.rlim_cur = rl.rlim_max;
		setrlimit(RLIMIT_NOFILE, &rl);
		return;
	}
	text = util_read_file("/proc/sys/fs/nr_open", NULL);
	if (text && strtoull(text, NULL, 10) > 0)
		most = strtoull(text, NULL, 10);
	free(text);
	want = want + want / 4 < most ? want + want / 4 : most;
	if (want > rl.rlim_max) {
		struct rlimit more = { want, want };

		if (setrlimit(RLIMIT_NOFILE, &more) == 0)
			return;
	}
	rl.rlim_cur = rl.rlim_max;
	setrlimit(RLIMIT_NOFILE, &rl);
}

/*
 * Links one probe at file offset off of m->path through a uprobe perf
 * event (a perf link: the link holds the event, whose fd is closed);
 * 0 or a negative errno. The link's fd goes into m->pf.
 */
static int link_one(struct multi *m, uint64_t off, uint64_t cookie)
{
	int fd = attach_uprobe_link(m->prog_fd, m->path, off, m->pid, m->ret, cookie);

	if (fd < 0)
		return fd;
	m->pf->fds[m->pf->nfds++] = fd;
	return 0;
}

/*
 * Links offs[0..n) (cookies: probe ids). A place the kernel cannot probe
 * (some instructions cannot be stepped out of line) fails the whole link:
 * the set is then halved until the places that fail are alone, and those
 * are skipped.
 */
static void link_multi(struct multi *m, const uint64_t *offs, const uint64_t *cookies, uint32_t n)
{
	struct link_create_uprobe_multi attr = {
		.prog_fd = (uint32_t)m->prog_fd,
		.attach_type = ATTACH_TRACE_UPROBE_MULTI,
		.path = (uint64_t)(uintptr_t)m->path,
		.offsets = (uint64_t)(uintptr_t)offs,
		.cookies = (uint64_t)(uintptr_t)cookies,
		.cnt = n,
		.flags = m->ret ? UPROBE_MULTI_RETURN : 0,
		.pid = (uint32_t)m->pid,
	};
	int fd;

	if (!n)
		return;
	if (!kfeat_uprobe_multi()) {
		nofile_room(n);
		for (uint32_t i = 0; i < n; i++) {
			int err = link_one(m, offs[i], cookies[i]);

			if (err && !m->failed)
				m->first_err = err, m->first_off = offs[i];
			m->failed += err != 0;
		}
		return;
	}
	fd = (int)syscall(__NR_bpf, BPF_LINK_CREATE, &attr, sizeof(attr));
	if (fd >= 0) {
		m->pf->fds[m->pf->nfds++] = fd;
		return;
	}
	if (n == 1 || errno == EMFILE || errno == ENFILE || errno == ESRCH || errno == EPERM) {
		if (!m->failed)
			m->first_err = -errno, m->first_off = offs[0];
		m->failed += n;
		return;
	}
	link_multi(m, offs, cookies, n / 2);
	link_multi(m, offs + n / 2, cookies + n / 2, n - n / 2);
}

/*
 * True if the instruction at file offset off of fd is EVEX-encoded
 * (AVX-512: 0x62 after any legacy prefixes). The kernel accepts a uprobe
 * there but does not step it out of line right: probed, glibc's
 * memset_avx512 (vpbroadcastb %esi,%zmm16) fills with the wrong byte,
 * so the probe would corrupt the process instead of observing it.
 */
static bool evex_at(int fd, uint64_t off)
{
	static const uint8_t legacy[] = { 0x26, 0x2e, 0x36, 0x3e, 0x64, 0x65, 0x66, 0x67, 0xf0, 0xf2, 0xf3 };
	uint8_t code[15];
	ssize_t n = pread(fd, code, sizeof(code), (off_t)off);

	for (ssize_t i = 0; i < n; i++)
		if (!memchr(legacy, code[i], sizeof(legacy)))
			return code[i] == 0x62;
	return false;
}

/*
 * How the kernel takes a uprobe on the instruction at file offset off of
 * fd: PLACE_REFUSED if it has a lock or es, cs, ss or ds prefix
 * (arch/x86/kernel/uprobes.c, is_prefix_bad()); PLACE_DOUBTFUL if it is
 * VEX-encoded (0xc4, 0xc5 after the legacy prefixes: some are refused, as
 * vmovd and vpxor at the start of glibc's string functions are, others
 * taken); else PLACE_OK.
 */
enum { PLACE_OK, PLACE_DOUBTFUL, PLACE_REFUSED };

static int place_kind(int fd, uint64_t off)
{
	static const uint8_t legacy[] = {
		0x26, 0x2e, 0x36, 0x3e, 0x64, 0x65, 0x66, 0x67, 0xf0, 0xf2, 0xf3,
	};
	static const uint8_t refused[] = { 0x26, 0x2e, 0x36, 0x3e, 0xf0 };
	uint8_t code[15];
	ssize_t n = pread(fd, code, sizeof(code), (off_t)off);

	for (ssize_t i = 0; i < n; i++) {
		if (memchr(refused, code[i], sizeof(refused)))
			return PLACE_REFUSED;
		if (!memchr(legacy, code[i], sizeof(legacy)))
			return code[i] == 0xc4 || code[i] == 0xc5 ? PLACE_DOUBTFUL : PLACE_OK;
	}
	return PLACE_OK;
}

/*
 * Leaves out of offs/cookies[0..*n) the places no uprobe may go (evex_at)
 * or the kernel refuses (place_kind), counting them as failed with the
 * kernel's own ENOTSUPP, and moves the doubtful ones to the end; returns
 * how many those are. Each place the kernel refuses fails the whole link
 * and is found by halving (link_multi), every try placing and removing
 * all the probes tried: among the doubtful few, not among thousands.
 */
static uint32_t drop_unsafe(struct multi *m, uint64_t *offs, uint64_t *cookies, uint32_t *n)
{
	int fd = open(m->path, O_RDONLY | O_CLOEXEC);
	uint32_t k = 0, ndoubt = 0;
	uint64_t *doubt_offs, *doubt_cookies;

	if (fd < 0)
		return 0;
	doubt_offs = xcalloc(*n + 1, sizeof(*doubt_offs));
	doubt_cookies = xcalloc(*n + 1, sizeof(*doubt_cookies));
	for (uint32_t i = 0; i < *n; i++) {
		int kind = evex_at(fd, offs[i]) ? PLACE_REFUSED : place_kind(fd, offs[i]);

		if (kind == PLACE_REFUSED) {
			if (!m->failed)
				m->first_err = -524, m->first_off = offs[i];
			m->failed++;
			continue;
		}
		if (kind == PLACE_DOUBTFUL) {
			doubt_offs[ndoubt] = offs[i];
			doubt_cookies[ndoubt++] = cookies[i];
			continue;
		}
		offs[k] = offs[i];
		cookies[k++] = cookies[i];
	}
	memcpy(offs + k, doubt_offs, ndoubt * sizeof(*offs));
	memcpy(cookies + k, doubt_cookies, ndoubt * sizeof(*cookies));
	*n = k + ndoubt;
	free(doubt_offs);
	free(doubt_cookies);
	close(fd);
	return ndoubt;
}

/* Why a uprobe could not be placed (the kernel's ENOTSUPP has no strerror). */
static const char *place_error(int err)
{
	return err == -524 ? "the instruction there cannot be probed" : strerror(-err);
}

/*
 * Every probe of ap, one BPF link per module (uprobe_multi: the kernel
 * places and removes all of a link's uprobes at once; removing thousands of
 * single uprobes costs a grace period each). Each probe's id is its cookie.
 * The links are fds: nothing is left if dtrace is killed.
 */
static int attach_cookies(struct attach_point *ap, pid_t pid, int prog_fd, bool ret)
{
	struct attach_perf *pf = ap->rt;
	uint64_t *offs = xcalloc(ap->nprobes, sizeof(*offs)), *cookies = xcalloc(ap->nprobes, sizeof(*cookies));
	bool *done = xcalloc(ap->nprobes, sizeof(*done));
	struct multi m = { .pid = pid, .ret = ret, .prog_fd = prog_fd, .pf = pf };
	const char *first_mod = NULL;
	int err = 0;

	pf->fds = xcalloc(ap->nprobes + 1, sizeof(*pf->fds));
	pf->cap = ap->nprobes + 1;
	pf->nfds = 0;
	for (uint32_t i = 0; i < ap->nprobes; i++) {
		const char *mod = ap->probes[i]->mod, *path;
		uint32_t n = 0, failed = m.failed;

		if (done[i])
			continue;
		for (uint32_t j = i; j < ap->nprobes; j++) {
			if (done[j] || strcmp(ap->probes[j]->mod, mod) != 0)
				continue;
			done[j] = true;
			offs[n] = (uint64_t)ap->probes[j]->data;
			cookies[n++] = ap->probes[j]->id | (uint64_t)ap->probes[j]->desc_mask << 32;
		}
		path = module_path(pid, mod);
		if (!path) {
			m.failed += n;
			if (!failed)
				m.first_err = -ESRCH;
		} else {
			uint32_t ndoubt;

			m.path = path;
			ndoubt = drop_unsafe(&m, offs, cookies, &n);
			link_multi(&m, offs, cookies, n - ndoubt);
			link_multi(&m, offs + n - ndoubt, cookies + n - ndoubt, ndoubt);
		}
		if (m.failed && !failed)
			first_mod = mod;
	}
	if (m.failed) {
		if (m.failed == ap->nprobes) {
			fprintf(stderr, "dtrace: probe %s: cannot place uprobes in %s: %s\n", ap->name,
				first_mod, place_error(m.first_err));
			attach_perf_close(pf);
			err = m.first_err ? m.first_err : -EINVAL;
		} else {
			fprintf(stderr, "dtrace: %u of %u probes could not be placed (in %s at 0x%llx: %s)\n",
				m.failed, ap->nprobes, first_mod, (unsigned long long)m.first_off,
				place_error(m.first_err));
		}
	}
	free(offs);
	free(cookies);
	free(done);
	return err;
}

/*
 * The most pid probes a session may have where each is a program of its
 * own (plan_each): loading and placing one costs milliseconds, under qemu's
 * TCG tens of them; pid$target:::entry's thousands would take minutes.
 */
enum { EACH_MAX = 512 };

static uint32_t each_points(const struct session *s, bool ret);

/*
 * Programs attached with uprobe_multi links must say so when loaded.
 * Refuses the first of more than EACH_MAX programs of probes of their own.
 */
static int pid_load_opts(struct session *s, struct attach_point *ap, struct bpf_prog_load_opts *opts)
{
	uint32_t n;

	if (ap->id_mode == PROBE_ID_FIXED && (n = each_points(s, false) + each_points(s, true)) > EACH_MAX) {
		fprintf(stderr, "dtrace: %u pid probes: this kernel lacks BPF cookies (bpf_get_attach_cookie, "
			"Linux 5.15), without which each is a program of its own: at most %d\n", n, EACH_MAX);
		return -E2BIG;
	}
	if (ap->id_mode == PROBE_ID_COOKIE && kfeat_uprobe_multi())
		opts->expected_attach_type = (enum bpf_attach_type)ATTACH_TRACE_UPROBE_MULTI;
	return 0;
}

/* How many of the session's programs are on points that grow. */
static uint32_t growing_points(const struct session *s)
{
	uint32_t n = 0;

	for (uint32_t i = 0; i < s->pd->nprogs; i++)
		n += s->pd->progs[i].ap && s->pd->progs[i].ap->prv == &prov_pid && s->pd->progs[i].ap->grows;
	return n;
}

/* How the probes of one kind (entry and offsets, or return) placed one at a time fared. */
struct each_tally {
	uint32_t tried, failed;
	int first_err;
	uint64_t first_off;
	char first_mod[256];
};

/* How many of the session's points are single pid probes (plan_each) of kind ret. */
static uint32_t each_points(const struct session *s, bool ret)
{
	uint32_t n = 0;

	for (uint32_t i = 0; i < s->pd->nprogs; i++) {
		const struct attach_point *ap = s->pd->progs[i].ap;

		n += ap && ap->prv == &prov_pid && ap->id_mode == PROBE_ID_FIXED && ap->nprobes &&
		     (strcmp(ap->probes[0]->name, "return") == 0) == ret;
	}
	return n;
}

/*
 * A probe of its own (plan_each: no BPF cookies), on its module's file
 * (which the process may map later). As attach_cookies has it, a place no
 * uprobe may go (evex_at, place_kind) or the kernel refuses (ENOTSUPP)
 * fails that probe alone: once every probe of its kind was tried, those
 * are counted in one line, and only if none could be placed is it an error.
 */
static int attach_each(struct session *s, struct attach_point *ap, pid_t pid, int prog_fd, bool ret)
{
	static struct each_tally tally[2];
	struct each_tally *t = &tally[ret];
	const struct probe *p = ap->probes[0];
	const char *path = module_path(pid, p->mod);
	uint64_t off = (uint64_t)p->data;
	int fd = path ? open(path, O_RDONLY | O_CLOEXEC) : -1;
	int err = fd >= 0 && (evex_at(fd, off) || place_kind(fd, off) == PLACE_REFUSED) ? -524 : 0;
	uint32_t total = each_points(s, ret);

	if (fd >= 0)
		close(fd);
	if (!err)
		err = attach_uprobe(pid, path ? path : p->mod, off, 0, ret, prog_fd, ap->name, ap->rt);
	t->tried++;
	if (err == -524) {
		if (!t->failed++) {
			t->first_err = err, t->first_off = off;
			snprintf(t->first_mod, sizeof(t->first_mod), "%s", p->mod);
		}
		err = 0;
	}
	if (!err && t->tried == total && t->failed) {
		if (t->failed == total) {
			fprintf(stderr, "dtrace: probe %s: cannot place uprobes in %s: %s\n", ap->name,
				t->first_mod, place_error(t->first_err));
			return t->first_err;
		}
		fprintf(stderr, "dtrace: %u of %u probes could not be placed (in %s at 0x%llx: %s)\n", t->failed,
			total, t->first_mod, (unsigned long long)t->first_off, place_error(t->first_err));
	}
	return err;
}

static int pid_attach(struct session *s, struct attach_point *ap, int prog_fd)
{
	const struct probe *p = ap->nprobes ? ap->probes[0] : NULL;
	pid_t pid = p ? (pid_t)atoi(p->prov + strlen(prov_pid.name)) : 0;
	bool ret = p ? strcmp(p->name, "return") == 0 : strstr(ap->name, "return") != NULL;
	int err;

	if (ap->grows) {
		for (uint32_t k = 0; k < ndescs && !pid; k++)
			if (descs[k].grows && desc_kind(&descs[k], ret))
				pid = descs[k].pid;
		if (npoints < ARRAY_LEN(points))
			points[npoints++] = (struct grow_point){ ap, prog_fd, ret, pid };
	}
	if (ap->id_mode != PROBE_ID_COOKIE)
		return attach_each(s, ap, pid, prog_fd, ret);
	err = attach_cookies(ap, pid, prog_fd, ret);
	if (!err && ap->grows)
		err = defer_arm(s, pid, pid_grow);
	if (!err && ap->grows && npoints == growing_points(s))
		pid_grow(s, pid); /* what it loaded since the probes were matched */
	return err;
}

static int by_fd(const void *a, const void *b)
{
	return *(const int *)a - *(const int *)b;
}

/*
 * Closes the links of pf in a child of dtrace, which holds nothing else,
 * and dtrace's own copies at once. Removing a single uprobe's perf event
 * waits a grace period (and in turn: under the kernel's event_mutex),
 * some 85 ms each on 6.1 under qemu's TCG: pid$target:::entry's 2600
 * uprobes would hold dtrace for minutes after its last output. The
 * probes act no more meanwhile (session_end stopped them first).
 */
static void close_later(struct attach_perf *pf)
{
	pid_t child;

	if (kfeat_uprobe_multi() || pf->nfds < 16) {
		attach_perf_close(pf);
		return;
	}
	qsort(pf->fds, (size_t)pf->nfds, sizeof(*pf->fds), by_fd);
	fflush(NULL);
	child = fork();
	if (child == 0) {
		unsigned int next = 0;

		signal(SIGINT, SIG_IGN);
		signal(SIGHUP, SIG_IGN);
		signal(SIGPIPE, SIG_IGN);
		for (int i = 0; i < pf->nfds; i++) { /* nothing but the links: no pipe held open */
			if ((unsigned int)pf->fds[i] > next)
				syscall(SYS_close_range, next, (unsigned int)pf->fds[i] - 1, 0);
			next = (unsigned int)pf->fds[i] + 1;
		}
		syscall(SYS_close_range, next, ~0u, 0);
		prctl(PR_SET_NAME, "dtrace-detach");
		for (int i = 0; i < pf->nfds; i++)
			close(pf->fds[i]);
		_exit(0);
	}
	attach_perf_close(pf); /* the child's copies, if any, hold the links */
}

static void pid_detach(struct session *s, struct attach_point *ap)
{
	defer_disarm(s);
	npoints = 0;
	close_later(ap->rt);
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

/* The probes found for one point in one new module (grow_visit). */
static struct {
	struct attach_point *ap;
	bool ret;
	uint32_t bit;
	struct probe **v;
	uint32_t n, cap;
} found;

/* probe_visit_fn: a probe of a library just loaded, numbered now, for the point being grown. */
static int grow_visit(struct host *h, const struct probe *tmpl)
{
	struct probe *p;

	if ((strcmp(tmpl->name, "return") == 0) != found.ret)
		return 0;
	p = host_intern(h, tmpl);
	if (p->ap && p->ap != found.ap)
		return 0;
	if (!p->ap) {
		p->ap = found.ap;
		p->desc_mask = 0;
	}
	for (uint32_t i = 0; i < found.n; i++)
		if (found.v[i] == p) {
			p->desc_mask |= 1u << found.bit;
			return 0;
		}
	if (found.n == found.cap) {
		found.cap = found.cap ? 2 * found.cap : 64;
		found.v = xrealloc(found.v, sizeof(*found.v) * found.cap);
	}
	found.v[found.n++] = p;
	p->desc_mask = 1u << found.bit;
	return 0;
}

/* Writes the names of probe p into the probe-names map, if any (key: its id); false if no room. */
static bool store_names(struct session *s, const struct probe *p)
{
	int m = session_map_index(s, MAPR_PROBES);
	struct probe_names pn = { 0 };
	uint32_t key = p->id;

	if (m < 0 || s->map_fds[m] < 0)
		return true; /* no program reads probe names */
	if (key >= s->pd->maps[m].max_entries)
		return false;
	snprintf(pn.prov, sizeof(pn.prov), "%s", p->prov);
	snprintf(pn.mod, sizeof(pn.mod), "%s", p->mod);
	snprintf(pn.func, sizeof(pn.func), "%s", p->func);
	snprintf(pn.name, sizeof(pn.name), "%s", p->name);
	return bpf_map_update_elem(s->map_fds[m], &key, &pn, BPF_ANY) == 0;
}

/* Adds to point g the probes its descriptions find in the new module path. */
static void grow_module(struct session *s, struct grow_point *g, const char *path)
{
	struct attach_perf *pf = g->ap->rt;
	struct multi m = { .pid = g->pid, .path = path, .ret = g->ret, .prog_fd = g->prog_fd, .pf = pf };
	uint64_t *offs, *cookies;
	uint32_t n = 0, noroom = 0;

	found.ap = g->ap;
	found.ret = g->ret;
	found.n = 0;
	for (uint32_t b = 0; b < g->ap->npdescs; b++) {
		const struct pid_desc *d = NULL;
		struct pid_walk w;

		for (uint32_t k = 0; k < ndescs && !d; k++)
			if (descs[k].node == g->ap->pdescs[b])
				d = &descs[k];
		if (!d || !d->grows || d->pid != g->pid)
			continue;
		w = (struct pid_walk){ .prv = &prov_pid, .h = &s->host, .visit = grow_visit,
				       .prov = d->pd[0], .pd = d->pd, .pid = g->pid };
		found.bit = b;
		match_module(&w, path, NULL);
	}
	offs = xcalloc(found.n + 1, sizeof(*offs));
	cookies = xcalloc(found.n + 1, sizeof(*cookies));
	for (uint32_t i = 0; i < found.n; i++) {
		struct probe *p = found.v[i];

		if (!store_names(s, p)) {
			noroom++;
			continue;
		}
		offs[n] = (uint64_t)p->data;
		cookies[n++] = p->id | (uint64_t)p->desc_mask << 32;
	}
	if (noroom)
		fprintf(stderr, "dtrace: %u probes in %s not enabled: no room for more probes of "
			"libraries loaded while tracing\n", noroom, path);
	if (pf->nfds + (int)n + 1 > pf->cap) {
		pf->cap = pf->nfds + (int)n + 1;
		pf->fds = xrealloc(pf->fds, sizeof(*pf->fds) * (size_t)pf->cap);
	}
	drop_unsafe(&m, offs, cookies, &n);
	link_multi(&m, offs, cookies, n);
	if (m.failed)
		fprintf(stderr, "dtrace: %u of %u probes in %s could not be placed (at 0x%llx: %s)\n",
			m.failed, n, path, (unsigned long long)m.first_off, place_error(m.first_err));
	free(offs);
	free(cookies);
}

static int pid_grow(struct session *s, pid_t pid)
{
	struct { char **paths; uint32_t n; } fresh = { NULL, 0 };

	usym_refresh(pid);
	usym_each_module(pid, note_new, &fresh);
	for (uint32_t i = 0; i < fresh.n; i++) {
		for (uint32_t g = 0; g < npoints; g++)
			if (points[g].pid == pid)
				grow_module(s, &points[g], fresh.paths[i]);
		free(fresh.paths[i]);
	}
	free(fresh.paths);
	return 0;
}

const struct provider prov_pid = {
	.name = "pid",
	.per_process = true,
	.list = pid_list,
	.match = pid_match,
	.plan = pid_plan,
	.attach = pid_attach,
	.detach = pid_detach,
	.load_opts = pid_load_opts,
	.plan_unmatched = true,
};
