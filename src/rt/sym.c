/*
 * sym.c - symbolization front door for stack(), sym(), func(), mod() and
 * printf's %a (see sym.h).
 *
 * Kernel symbols come from /proc/kallsyms, read once when the first kernel
 * address is printed (never at startup: a script without stacks pays
 * nothing), sorted by address; a lookup is a binary search. Symbols of
 * the kernel proper are in module "vmlinux", as DTrace on Linux names it.
 * User symbols are usym.c's.
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

static int by_addr(const void *a, const void *b)
{
	const struct ksym *x = a, *y = b;

	return x->addr < y->addr ? -1 : x->addr > y->addr;
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
	ksyms = NULL;
	ksym_text = NULL;
	nksyms = 0;
	ksym_loaded = false;
	usym_fini();
	ifunc_fini();
	unwind_fini();
}
