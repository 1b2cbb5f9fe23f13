/*
 * sym.c - symbolization front door for stack(), sym(), func(), mod() and
 * printf's %a (see sym.h).
 *
 * Kernel symbols come from /proc/kallsyms, read once when the first kernel
 * address is printed (never at startup: a script without stacks pays
 * nothing), sorted by address; a lookup is a binary search. Symbols of
 * the kernel proper are in module "vmlinux", as DTrace on Linux names it.
 * User symbols are usym.c's.
 *
 * The same symbols tell a program which frames atop its kernel stacks are
 * the tracing machinery's (sym_kframes, struct kframes_row in prog.h):
 * the text of bpf_trace_runN, and of the __bpf_trace_<class> and
 * __traceiter_<event> functions of a tracepoint. The kernel emits those of
 * one trace header next to each other, so a row names the run of such
 * symbols around the one it looks up. A fentry program's trampoline is
 * listed there too ("bpf_trampoline_KEY [bpf]"), once it is attached: read
 * afresh then (sym_trampolines), since the list loaded before lacks it.
 */
#include "sym.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/util.h"
#include "unwind.h"
#include "ifunc.h"
#include "usym.h"

struct ksym {
	uint64_t addr;
	const char *name;  /* in ksym_text */
	const char *mod;   /* in ksym_text, or "vmlinux" */
};

static struct ksym *ksyms;
static size_t nksyms;
static char *ksym_text;
static bool ksym_loaded;
static uint32_t *ksym_names;  /* 1 + index in ksyms, hashed by name (open addressing), or 0 */
static size_t ksym_ncap;

/* 0 for a section's boundary marker (__sched_text_start, __irqentry_text_end), else 1. */
static int ksym_rank(const char *name)
{
	size_t len = strlen(name);

	if (name[0] == '_' && ((len > 6 && strcmp(name + len - 6, "_start") == 0) ||
			       (len > 4 && strcmp(name + len - 4, "_end") == 0)))
		return 0;
	return 1;
}

/*
 * By address; at one address, a function after the section marker that
 * shares it (ksym_find takes the last): 6.1's io_schedule_timeout is
 * __sched_text_start's address, and a stack names the function.
 */
static int by_addr(const void *a, const void *b)
{
	const struct ksym *x = a, *y = b;

	if (x->addr != y->addr)
		return x->addr < y->addr ? -1 : 1;
	return ksym_rank(x->name) - ksym_rank(y->name);
}

/* Parses /proc/kallsyms in place: "ADDR TYPE NAME[\t[MODULE]]" per line. */
static void ksym_load(void)
{
	size_t cap = 0;

	ksym_loaded = true;
	ksym_text = util_read_file("/proc/kallsyms", NULL);
	for (char *line = ksym_text; line && *line;) {
		char *nl = strchr(line, '\n');
		char *type, *name, *mod;
		uint64_t addr;

		if (nl)
			*nl = '\0';
		addr = strtoull(line, &type, 16);
		name = type + 3;
		if (*type == ' ' && addr && strchr("tTwWdDbBrR", type[1]) && name < (nl ? nl : name + 1)) {
			mod = strchr(name, '\t');
			if (mod) {
				*mod++ = '\0';
				if (*mod == '[')
					mod++;
				mod[strcspn(mod, "]")] = '\0';
			}
			if (nksyms == cap) {
				cap = cap ? cap * 2 : 65536;
				ksyms = xrealloc(ksyms, cap * sizeof(*ksyms));
			}
			ksyms[nksyms++] = (struct ksym){ addr, name, mod ? mod : "vmlinux" };
		}
		line = nl ? nl + 1 : NULL;
	}
	qsort(ksyms, nksyms, sizeof(*ksyms), by_addr);
}

static const struct ksym *ksym_find(uint64_t pc)
{
	size_t lo = 0, hi;

	if (!ksym_loaded)
		ksym_load();
	hi = nksyms;
	if (!nksyms || pc < ksyms[0].addr)
		return NULL;
	while (hi - lo > 1) {
		size_t mid = lo + (hi - lo) / 2;

		if (ksyms[mid].addr <= pc)
			lo = mid;
		else
			hi = mid;
	}
	return &ksyms[lo];
}

/* ---- the tracing machinery's frames ---- */

static uint32_t name_hash(const char *name)
{
	return util_hash(UTIL_HASH_INIT, name, strlen(name));
}

/* The index in ksyms of the symbol called name, or -1 (a hash of the names, made on first use). */
static long ksym_index(const char *name)
{
	uint32_t mask;

	if (!ksym_loaded)
		ksym_load();
	if (!ksym_names && nksyms) {
		for (ksym_ncap = 1024; ksym_ncap < 2 * nksyms; ksym_ncap *= 2)
			;
		ksym_names = xcalloc(ksym_ncap, sizeof(*ksym_names));
		for (size_t i = 0; i < nksyms; i++) {
			uint32_t h = name_hash(ksyms[i].name) & (uint32_t)(ksym_ncap - 1);

			while (ksym_names[h]) /* the first (lowest address) of a name stays */
				h = (h + 1) & (uint32_t)(ksym_ncap - 1);
			ksym_names[h] = (uint32_t)i + 1;
		}
	}
	if (!ksym_names)
		return -1;
	mask = (uint32_t)(ksym_ncap - 1);
	for (uint32_t h = name_hash(name) & mask; ksym_names[h]; h = (h + 1) & mask)
		if (strcmp(ksyms[ksym_names[h] - 1].name, name) == 0)
			return (long)ksym_names[h] - 1;
	return -1;
}

int sym_kernel_addr(const char *mod, const char *name, uint64_t *addr)
{
	long i = ksym_index(name);

	if (i < 0)
		return -ENOENT;
	if (mod && strcmp(ksyms[i].mod, mod) != 0) {
		/* another module's symbol of that name: look through them all */
		for (size_t k = 0; k < nksyms; k++)
			if (strcmp(ksyms[k].name, name) == 0 && strcmp(ksyms[k].mod, mod) == 0) {
				*addr = ksyms[k].addr;
				return 0;
			}
		return -ENOENT;
	}
	*addr = ksyms[i].addr;
	return 0;
}

/* True if name starts with one of prefixes (NULL-terminated), with or without "__pfx_". */
static bool has_prefix(const char *name, const char *const *prefixes)
{
	if (strncmp(name, "__pfx_", 6) == 0)
		name += 6;
	for (; *prefixes; prefixes++)
		if (strncmp(name, *prefixes, strlen(*prefixes)) == 0)
			return true;
	return false;
}

/* Range r of row: the text of the symbols around ksyms[i] named with one of prefixes. */
static void set_block(struct kframes_row *row, int r, long i, const char *const *prefixes)
{
	size_t first = (size_t)i, last = (size_t)i, next;

	if (i < 0)
		return;
	while (first > 0 && has_prefix(ksyms[first - 1].name, prefixes))
		first--;
	while (last + 1 < nksyms && has_prefix(ksyms[last + 1].name, prefixes))
		last++;
	for (next = last + 1; next < nksyms && ksyms[next].addr == ksyms[last].addr; next++)
		;
	row->lo[r] = ksyms[first].addr;
	row->hi[r] = next < nksyms ? ksyms[next].addr : ksyms[last].addr + 4096;
}

/* The first __bpf_trace_ symbol after ksyms[i] in its module: where its header's are. */
static long bpf_trace_after(long i)
{
	for (size_t j = (size_t)i + 1; i >= 0 && j < nksyms && j < (size_t)i + 50000; j++) {
		if (strcmp(ksyms[j].mod, ksyms[i].mod) != 0)
			break;
		if (strncmp(ksyms[j].name, "__bpf_trace_", 12) == 0)
			return (long)j;
	}
	return -1;
}

void sym_kframes(enum prog_type type, const char *cat, const char *event, const uint64_t text[2],
		 struct kframes_row *row)
{
	static const char *const iters[] = { "__traceiter_", "__probestub_", NULL };
	static const char *const bpfs[] = { "__bpf_trace_", "bpf_trace_run", NULL };
	static const char *const none[] = { NULL };
	bool known = text && text[0] && text[0] < text[1];
	char name[256];
	long iter = -1, bpf;

	memset(row, 0, sizeof(*row));
	if (known) {
		row->lo[KFRAMES_PROG] = text[0];
		row->hi[KFRAMES_PROG] = text[1];
	}
	switch (type) {
	case PROG_TRACING:
		if (!event) { /* fentry/fexit: the program, the trampoline (sym_kframes_trampoline) */
			row->skip = known ? 0 : 2;
			return;
		}
		/* a BTF-typed raw tracepoint (tp_btf): run as a raw tracepoint's program */
		row->skip = known ? 0 : 1;
		break;
	case PROG_RAW_TP:   /* the program; bpf_trace_runN; __bpf_trace_<class>; __traceiter_<event> */
		row->skip = known ? 0 : 1;
		break;
	case PROG_TRACEPOINT: /* the registers are its caller's: __traceiter_<event> (or perf_syscall_*) */
		break;
	case PROG_KPROBE:   /* from the probe's registers */
	case PROG_PERF_EVENT:
		return;
	}
	if (!event)
		return;
	snprintf(name, sizeof(name), "__traceiter_%s", event);
	iter = ksym_index(name);
	if (iter < 0 && cat && strcmp(cat, "syscalls") == 0) {
		/* sys_enter_NAME is sys_enter's, through perf_syscall_enter (which takes the registers) */
		bool exit = strncmp(event, "sys_exit", 8) == 0;

		iter = ksym_index(exit ? "__traceiter_sys_exit" : "__traceiter_sys_enter");
		set_block(row, 1, ksym_index(exit ? "perf_syscall_exit" : "perf_syscall_enter"), none);
	}
	set_block(row, 0, iter, iters);
	if (type != PROG_RAW_TP && type != PROG_TRACING)
		return;
	set_block(row, 1, ksym_index("bpf_trace_run1"), bpfs);
	snprintf(name, sizeof(name), "__bpf_trace_%s", event);
	bpf = ksym_index(name);
	set_block(row, 2, bpf >= 0 ? bpf : bpf_trace_after(iter), bpfs);
}

/* (for the end of a trampoline's text: the next BPF symbol's address, or UINT64_MAX) */
static int by_value(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

/*
 * The end of the trampoline image at addr: its page (the kernel gives
 * one, or half of one to each of two images, 5.10's "bpf_trampoline_KEY_N"),
 * or the next BPF text in bpfs[0..n) (sorted) if that comes first.
 */
static uint64_t tramp_end(uint64_t addr, bool half, const uint64_t *bpfs, size_t n)
{
	uint64_t end = half ? (addr | 4095) + 1 : addr + 4096;
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (bpfs[mid] <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < n && bpfs[lo] < end ? bpfs[lo] : end;
}

bool sym_kernel_percpu_listed(const char *name)
{
	FILE *f = fopen("/proc/kallsyms", "re");
	size_t len = strlen(name);
	bool found = false;
	char line[512];

	if (!f)
		return false;
	/* "OFFSET A NAME": a per-CPU variable, its offset in the per-CPU area (CONFIG_KALLSYMS_ALL) */
	while (!found && fgets(line, sizeof(line), f)) {
		char *type = strchr(line, ' ');

		found = type && type[1] && type[2] == ' ' && strncmp(type + 3, name, len) == 0 &&
			(type[3 + len] == '\n' || type[3 + len] == '\0');
	}
	fclose(f);
	return found;
}

long sym_trampolines(struct sym_tramp **out)
{
	static const char prefix[] = "bpf_trampoline_";
	FILE *f = fopen("/proc/kallsyms", "re");
	struct sym_tramp *t = NULL;
	uint64_t *bpfs = NULL;
	size_t n = 0, cap = 0, nb = 0, bcap = 0;
	char line[512];

	*out = NULL;
	if (!f)
		return -errno;
	while (fgets(line, sizeof(line), f)) {
		char *type, *name, *end;
		uint64_t addr = strtoull(line, &type, 16), key;

		/* "ADDR t NAME\t[bpf]": a program, a trampoline "bpf_trampoline_KEY" (5.10: "_KEY_N") */
		if (!strstr(line, "\t[bpf]") || *type != ' ' || !type[1] || type[2] != ' ' || !addr)
			continue;
		if (nb == bcap) {
			bcap = bcap ? bcap * 2 : 64;
			bpfs = xrealloc(bpfs, bcap * sizeof(*bpfs));
		}
		bpfs[nb++] = addr;
		name = type + 3;
		if (strncmp(name, prefix, sizeof(prefix) - 1) != 0)
			continue;
		key = strtoull(name + sizeof(prefix) - 1, &end, 10);
		if (*end != '\t' && *end != '_')
			continue;
		if (n == cap) {
			cap = cap ? cap * 2 : 16;
			t = xrealloc(t, cap * sizeof(*t));
		}
		/* (end: for now, whether it is a half page) */
		t[n++] = (struct sym_tramp){ key, addr, *end == '_' };
	}
	fclose(f);
	qsort(bpfs, nb, sizeof(*bpfs), by_value);
	for (size_t i = 0; i < n; i++)
		t[i].end = tramp_end(t[i].addr, t[i].end, bpfs, nb);
	free(bpfs);
	*out = t;
	return (long)n;
}

/*
 * The kernel keys a trampoline by its target: Linux 5.10 by the function's
 * BTF id alone (vmlinux's), later kernels by the BTF object's id << 32 |
 * 0x80000000 | the BTF id (include/linux/bpf_verifier.h,
 * bpf_trampoline_compute_key). Type ids of modules' split BTF follow
 * vmlinux's, so a vmlinux function's id names it in any object.
 */
static bool tramp_is(uint64_t key, uint32_t btf_obj_id, uint32_t btf_id)
{
	if (!btf_obj_id && key == btf_id)
		return true;
	if ((uint32_t)key != (0x80000000u | btf_id))
		return false;
	return !btf_obj_id || key >> 32 == btf_obj_id;
}

void sym_kframes_trampoline(const struct sym_tramp *t, size_t n, uint32_t btf_obj_id, uint32_t btf_id,
			    struct kframes_row *row)
{
	for (size_t i = 0; i < n; i++)
		if (tramp_is(t[i].key, btf_obj_id, btf_id)) {
			row->lo[0] = t[i].addr;
			row->hi[0] = t[i].end;
			return;
		}
	/* not listed: the program's frames and the trampoline's, counted */
	memset(row, 0, sizeof(*row));
	row->skip = 2;
}

static int sym_ksym(void *ctx, uint64_t pc, bool with_offset, char *buf, size_t len)
{
	const struct ksym *k = ksym_find(pc);

	(void)ctx;
	if (!k)
		return -ENOENT;
	if (with_offset && pc != k->addr)
		snprintf(buf, len, "%s`%s+0x%llx", k->mod, k->name,
			 (unsigned long long)(pc - k->addr));
	else
		snprintf(buf, len, "%s`%s", k->mod, k->name);
	return 0;
}

static int sym_kmod(void *ctx, uint64_t pc, char *buf, size_t len)
{
	const struct ksym *k = ksym_find(pc);

	(void)ctx;
	if (!k)
		return -ENOENT;
	snprintf(buf, len, "%s", k->mod);
	return 0;
}

static int sym_usym(void *ctx, uint32_t pid, uint64_t pc, bool with_offset, char *buf,
		    size_t len)
{
	(void)ctx;
	return usym_lookup((pid_t)pid, pc, with_offset, buf, len);
}

static int sym_umod(void *ctx, uint32_t pid, uint64_t pc, char *buf, size_t len)
{
	(void)ctx;
	return usym_module((pid_t)pid, pc, buf, len);
}

static const struct print_sym sym_table = {
	.ksym = sym_ksym,
	.kmod = sym_kmod,
	.usym = sym_usym,
	.umod = sym_umod,
};

const struct print_sym *sym_hooks(void)
{
	return &sym_table;
}

void sym_fini(void)
{
	free(ksyms);
	free(ksym_text);
	free(ksym_names);
	ksym_names = NULL;
	ksym_ncap = 0;
	ksyms = NULL;
	ksym_text = NULL;
	nksyms = 0;
	ksym_loaded = false;
	usym_fini();
	ifunc_fini();
	unwind_fini();
}
