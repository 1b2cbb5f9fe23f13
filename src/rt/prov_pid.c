/*
 * prov_pid.c - the pid provider: pidPID:MODULE:FUNCTION:entry and :return
 * for the functions of a running process.
 *
 * Modules are the executable objects mapped in the process
 * (/proc/PID/maps; named by basename, with or without version or .so;
 * "a.out" also names the program itself), or a library named outright
 * that it will dlopen(); functions are their ELF function symbols
 * (usym.c). Besides entry and return, a hex offset names one instruction
 * inside a function (pid123:a.out:main:1a), accepted only where an
 * instruction starts (insn.c). The probes of one kind share one program
 * that reads its probe id from the BPF attach cookie, attached with one
 * uprobe_multi link per module for that process only: links are fds, so
 * nothing is left if dtrace is killed. args[] are the x86-64 argument
 * registers in struct pt_regs at entry; at return arg0 is the pc
 * returned to and arg1 the return value, as DTrace has them.
 */
#include "provider.h"

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
#include <sys/syscall.h>

#include "../base/util.h"
#include "attach.h"
#include "glob.h"
#include "host.h"
#include "ifunc.h"
#include "insn.h"
#include "session.h"
#include "usym.h"

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

/* The probes of function name, at vaddr (size bytes; 0: unknown) of the module being walked. */
static int offer_at(struct pid_walk *w, const char *name, uint64_t vaddr, uint64_t size)
{
	static const char *const kinds[] = { "entry", "return" };
	int64_t off = usym_elf_offset(w->path, vaddr);

	if (off < 0)
		return 0;
	if (is_offset(w->pd[3]))
		return offer_offset(w, name, off, size);
	for (int k = 0; k < 2; k++) {
		struct probe p = {
			.prov = w->prov, .mod = w->mod, .func = name, .name = kinds[k],
			.prv = w->prv,
			.data = off,
		};
		int err;

		if (!glob_match(w->pd[3], p.name))
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

	if (!glob_match(w->pd[2], name) || ifunc_shadowed(w->path, name, vaddr))
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

static int pid_match(const struct provider *prv, struct host *h, const char *const pd[4],
		     probe_visit_fn *visit)
{
	pid_t pid = (pid_t)atoi(pd[0] + strlen(prv->name));
	struct pid_walk w = { .prv = prv, .h = h, .visit = visit, .prov = pd[0], .pd = pd, .pid = pid };
	int err = usym_each_module(pid, match_module, &w);

	if (err == 0)
		err = match_unmapped(&w, pid);
	return err == -ENOENT ? -ESRCH : err;
}

/*
 * One attach point per kind of probe (return probes; entry and offset
 * probes, whose args are the same registers): one program, attached at
 * every place with the probe's id as its BPF cookie, so that
 * pid$target:::entry loads one program, not thousands.
 */
static int pid_plan(struct host *h, struct probe **probes, uint32_t n)
{
	for (int ret = 0; ret < 2; ret++) {
		struct probe **group = ARENA_NEWN(h->arena, struct probe *, n ? n : 1);
		struct attach_point *ap;
		char name[512];
		uint32_t k = 0;

		for (uint32_t i = 0; i < n; i++)
			if ((strcmp(probes[i]->name, "return") == 0) == ret)
				group[k++] = probes[i];
		if (!k)
			continue;
		if (k == 1)
			snprintf(name, sizeof(name), "%s:%s:%s:%s", group[0]->prov, group[0]->mod,
				 group[0]->func, group[0]->name);
		else
			snprintf(name, sizeof(name), "%s:::%s (%u probes)", group[0]->prov,
				 ret ? "return" : "entry", k);
		ap = host_new_point(h, &prov_pid, name, group, k);
		ap->prog_type = PROG_KPROBE;
		ap->ctx = CTX_FIELDS;
		ap->id_mode = PROBE_ID_COOKIE; /* also for one: its library may not be mapped yet */
		ap->nargs = group[0]->nargs;
		memcpy(ap->args, group[0]->args, sizeof(ap->args));
		ap->rt = ARENA_NEW(h->arena, struct attach_perf);
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
			cookies[n++] = ap->probes[j]->id;
		}
		path = module_path(pid, mod);
		if (!path) {
			m.failed += n;
			if (!failed)
				m.first_err = -ESRCH;
		} else {
			m.path = path;
			link_multi(&m, offs, cookies, n);
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

/* Programs attached with uprobe_multi links must say so when loaded. */
static int pid_load_opts(struct session *s, struct attach_point *ap, struct bpf_prog_load_opts *opts)
{
	(void)s;
	if (ap->id_mode == PROBE_ID_COOKIE)
		opts->expected_attach_type = (enum bpf_attach_type)ATTACH_TRACE_UPROBE_MULTI;
	return 0;
}

static int pid_attach(struct session *s, struct attach_point *ap, int prog_fd)
{
	const struct probe *p = ap->probes[0];
	pid_t pid = (pid_t)atoi(p->prov + strlen(prov_pid.name));
	bool ret = strcmp(p->name, "return") == 0;

	(void)s;
	if (ap->id_mode == PROBE_ID_COOKIE)
		return attach_cookies(ap, pid, prog_fd, ret);
	return attach_uprobe(pid, p->mod, (uint64_t)p->data, 0, ret, prog_fd, ap->name, ap->rt);
}

const struct provider prov_pid = {
	.name = "pid",
	.per_process = true,
	.list = pid_list,
	.match = pid_match,
	.plan = pid_plan,
	.attach = pid_attach,
	.detach = attach_detach_perf,
	.load_opts = pid_load_opts,
};
