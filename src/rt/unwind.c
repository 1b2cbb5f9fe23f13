/*
 * unwind.c - user stack unwinding with .eh_frame CFI (see unwind.h).
 *
 * Each ELF's .eh_frame is parsed once into a table of FDEs sorted by
 * address. To step one frame, the FDE covering the pc is found, its CIE's
 * and its own call-frame instructions are run up to the pc, which gives
 * the rule for the canonical frame address (CFA = rsp or rbp + offset) and
 * where the return address and rbp were saved (CFA + offset). Values are
 * read from the stack copy; nothing is read from the live process, which
 * has moved on. Only what x86-64 code needs is interpreted: CFA
 * expressions (PLT stubs) end the walk, unless frame pointers take over.
 * Formats: the DWARF 4 spec, section 6.4 (call frame information), and the
 * LSB's .eh_frame description (pointer encodings, augmentations).
 */
#include "unwind.h"

#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../base/util.h"
#include "usym.h"

enum { REG_RBP = 6, REG_RSP = 7, REG_RA = 16, NREGS = 17 };

struct fde {
	uint64_t start, end;       /* ELF virtual addresses */
	const uint8_t *insns, *insns_end;
	const uint8_t *cie_insns, *cie_end;
	uint64_t code_align;
	int64_t data_align;
};

struct cfi_table {
	char *path;
	uint8_t *data;             /* a copy of .eh_frame */
	struct fde *fdes;
	size_t n;
	struct cfi_table *next;
};

static struct cfi_table *tables;

/* ---- reading ---- */

struct cursor {
	const uint8_t *p, *end;
	uint64_t base;             /* virtual address of data[0], for pc-relative pointers */
	const uint8_t *data;
};

static uint64_t uleb(struct cursor *c)
{
	uint64_t v = 0;
	int shift = 0;

	while (c->p < c->end) {
		uint8_t b = *c->p++;

		if (shift < 64)
			v |= (uint64_t)(b & 0x7f) << shift;
		shift += 7;
		if (!(b & 0x80))
			break;
	}
	return v;
}

static int64_t sleb(struct cursor *c)
{
	int64_t v = 0;
	int shift = 0;
	uint8_t b = 0;

	while (c->p < c->end) {
		b = *c->p++;
		if (shift < 64)
			v |= (int64_t)(b & 0x7f) << shift;
		shift += 7;
		if (!(b & 0x80))
			break;
	}
	if (shift < 64 && (b & 0x40))
		v |= -((int64_t)1 << shift);
	return v;
}

static uint64_t fixed(struct cursor *c, size_t n)
{
	uint64_t v = 0;

	if ((size_t)(c->end - c->p) < n) {
		c->p = c->end;
		return 0;
	}
	memcpy(&v, c->p, n);
	c->p += n;
	return v;
}

/* Reads a pointer in DW_EH_PE encoding enc. */
static uint64_t pointer(struct cursor *c, uint8_t enc)
{
	uint64_t at = c->base + (uint64_t)(c->p - c->data), v;

	if (enc == 0xff)
		return 0;
	switch (enc & 0x0f) {
	case 0x00: v = fixed(c, 8); break;
	case 0x01: v = uleb(c); break;
	case 0x02: v = fixed(c, 2); break;
	case 0x03: v = fixed(c, 4); break;
	case 0x04: v = fixed(c, 8); break;
	case 0x09: v = (uint64_t)sleb(c); break;
	case 0x0a: v = (uint64_t)(int64_t)(int16_t)fixed(c, 2); break;
	case 0x0b: v = (uint64_t)(int64_t)(int32_t)fixed(c, 4); break;
	case 0x0c: v = fixed(c, 8); break;
	default: c->p = c->end; return 0;
	}
	if ((enc & 0x70) == 0x10)
		v += at; /* pc-relative */
	return v;
}

/* ---- .eh_frame parsing ---- */

struct cie {
	uint8_t fde_enc;
	bool has_aug_data;
	uint64_t code_align;
	int64_t data_align;
	const uint8_t *insns, *end;
};

static bool parse_cie(struct cursor c, struct cie *cie)
{
	const char *aug;
	uint8_t version = (uint8_t)fixed(&c, 1);

	aug = (const char *)c.p;
	c.p += strnlen(aug, (size_t)(c.end - c.p)) + 1;
	if (c.p > c.end || strstr(aug, "eh"))
		return false;
	cie->code_align = uleb(&c);
	cie->data_align = sleb(&c);
	if (version == 1)
		fixed(&c, 1);
	else
		uleb(&c);
	cie->fde_enc = 0;
	cie->has_aug_data = aug[0] == 'z';
	if (cie->has_aug_data) {
		uint64_t len = uleb(&c);
		const uint8_t *after = c.p + len;

		for (const char *a = aug + 1; *a && c.p < after; a++) {
			if (*a == 'R')
				cie->fde_enc = (uint8_t)fixed(&c, 1);
			else if (*a == 'P')
				pointer(&c, (uint8_t)fixed(&c, 1));
			else if (*a == 'L')
				fixed(&c, 1);
		}
		c.p = after;
	}
	cie->insns = c.p;
	cie->end = c.end;
	return c.p <= c.end;
}

static int by_start(const void *a, const void *b)
{
	const struct fde *x = a, *y = b;

	return x->start < y->start ? -1 : x->start > y->start;
}

/* Parses every FDE of an .eh_frame copy at virtual address base. */
static void parse_eh_frame(struct cfi_table *t, size_t size, uint64_t base)
{
	size_t cap = 0;

	for (size_t off = 0; off + 8 <= size;) {
		struct cursor c = { t->data + off, t->data + size, base, t->data };
		uint64_t len = fixed(&c, 4);
		const uint8_t *entry_end, *id_at;
		uint32_t id;
		struct cie cie;

		if (len == 0)
			break;
		if (len == 0xffffffffu || len > size - off - 4)
			break; /* 64-bit DWARF: not on x86-64 Linux */
		entry_end = c.p + len;
		id_at = c.p;
		id = (uint32_t)fixed(&c, 4);
		off = (size_t)(entry_end - t->data);
		if (id == 0)
			continue; /* a CIE: read when an FDE points at it */
		{
			struct cursor cc = { id_at - id + 4, t->data + size, base, t->data };
			struct cursor clen = { id_at - id, t->data + size, base, t->data };
			uint64_t cie_len = fixed(&clen, 4);

			if (id_at - id < t->data || cie_len > size)
				continue;
			cc.p += 4; /* the CIE id */
			cc.end = id_at - id + 4 + cie_len;
			if (!parse_cie(cc, &cie))
				continue;
		}
		c.end = entry_end;
		{
			uint64_t start = pointer(&c, cie.fde_enc);
			uint64_t range = pointer(&c, cie.fde_enc & 0x0f);

			if (cie.has_aug_data)
				c.p += uleb(&c);
			if (t->n == cap) {
				cap = cap ? cap * 2 : 256;
				t->fdes = xrealloc(t->fdes, cap * sizeof(*t->fdes));
			}
			t->fdes[t->n++] = (struct fde){
				start, start + range, c.p, entry_end, cie.insns, cie.end,
				cie.code_align, cie.data_align,
			};
		}
	}
	qsort(t->fdes, t->n, sizeof(*t->fdes), by_start);
}

static struct cfi_table *table_of(const char *path)
{
	struct cfi_table *t;
	int fd;
	Elf *e;
	Elf_Scn *scn = NULL;
	size_t shstrndx;

	for (t = tables; t; t = t->next)
		if (strcmp(t->path, path) == 0)
			return t;
	t = xcalloc(1, sizeof(*t));
	t->path = xstrdup(path);
	t->next = tables;
	tables = t;
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return t;
	elf_version(EV_CURRENT);
	e = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	while (e && elf_getshdrstrndx(e, &shstrndx) == 0 && (scn = elf_nextscn(e, scn)) != NULL) {
		GElf_Shdr sh;
		const char *name;
		Elf_Data *d;

		if (!gelf_getshdr(scn, &sh))
			continue;
		name = elf_strptr(e, shstrndx, sh.sh_name);
		if (!name || strcmp(name, ".eh_frame") != 0 || !(d = elf_getdata(scn, NULL)) ||
		    !d->d_buf)
			continue;
		t->data = xmalloc(d->d_size + 1);
		memcpy(t->data, d->d_buf, d->d_size);
		parse_eh_frame(t, d->d_size, sh.sh_addr);
		break;
	}
	if (e)
		elf_end(e);
	close(fd);
	return t;
}

static const struct fde *find_fde(const struct cfi_table *t, uint64_t vaddr)
{
	size_t lo = 0, hi = t->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (t->fdes[mid].start <= vaddr)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == 0 || vaddr >= t->fdes[lo - 1].end)
		return NULL;
	return &t->fdes[lo - 1];
}

/* ---- running the call-frame instructions ---- */

/* Where a register was saved: not (0), or at CFA + off (1). */
struct rule {
	uint8_t saved;
	int64_t off;
};

struct frame_rules {
	int cfa_reg;
	int64_t cfa_off;
	bool cfa_expr;             /* defined by an expression: not followed */
	struct rule regs[NREGS];
};

/* Runs instructions [p, end) while the location stays at or below pc. */
static void run_cfi(const uint8_t *p, const uint8_t *end, const struct fde *f, uint64_t pc,
		    struct frame_rules *r, const struct frame_rules *initial)
{
	struct frame_rules stack[8];
	int depth = 0;
	uint64_t loc = f->start;
	struct cursor c = { p, end, 0, p };

	while (c.p < c.end) {
		uint8_t op = *c.p++;
		uint64_t reg, delta = 0;

		switch (op >> 6) {
		case 1: delta = op & 0x3f; goto advance;
		case 2:
			reg = op & 0x3f;
			if (reg < NREGS)
				r->regs[reg] = (struct rule){ 1, (int64_t)uleb(&c) * f->data_align };
			else
				uleb(&c);
			continue;
		case 3:
			reg = op & 0x3f;
			if (reg < NREGS && initial)
				r->regs[reg] = initial->regs[reg];
			continue;
		}
		switch (op) {
		case 0x00: break;
		case 0x01: loc = fixed(&c, 8); if (loc > pc) return; break;
		case 0x02: delta = fixed(&c, 1); goto advance;
		case 0x03: delta = fixed(&c, 2); goto advance;
		case 0x04: delta = fixed(&c, 4); goto advance;
		case 0x05: case 0x11: case 0x14: case 0x15:
			reg = uleb(&c);
			delta = op == 0x05 || op == 0x14 ? uleb(&c) * (uint64_t)f->data_align :
							   (uint64_t)(sleb(&c) * f->data_align);
			if (reg < NREGS && op <= 0x11)
				r->regs[reg] = (struct rule){ 1, (int64_t)delta };
			break;
		case 0x06: case 0x07: case 0x08:
			reg = uleb(&c);
			if (reg < NREGS)
				r->regs[reg] = op == 0x06 && initial ? initial->regs[reg] : (struct rule){ 0, 0 };
			break;
		case 0x09: uleb(&c); uleb(&c); break;
		case 0x0a: if (depth < 8) stack[depth++] = *r; break;
		case 0x0b:
			if (depth > 0)
				*r = stack[--depth];
			break;
		case 0x0c: r->cfa_reg = (int)uleb(&c); r->cfa_off = (int64_t)uleb(&c); r->cfa_expr = false; break;
		case 0x0d: r->cfa_reg = (int)uleb(&c); break;
		case 0x0e: r->cfa_off = (int64_t)uleb(&c); break;
		case 0x0f: c.p += uleb(&c); r->cfa_expr = true; break;
		case 0x10: case 0x16: uleb(&c); c.p += uleb(&c); break;
		case 0x12: r->cfa_reg = (int)uleb(&c); r->cfa_off = sleb(&c) * f->data_align; r->cfa_expr = false; break;
		case 0x13: r->cfa_off = sleb(&c) * f->data_align; break;
		case 0x2e: uleb(&c); break;
		case 0x2f:
			reg = uleb(&c);
			delta = uleb(&c);
			if (reg < NREGS)
				r->regs[reg] = (struct rule){ 1, -(int64_t)delta * f->data_align };
			break;
		default:
			return; /* an instruction we do not know: stop where we are */
		}
		continue;
advance:
		loc += delta * f->code_align;
		if (loc > pc)
			return;
	}
}

/* ---- stepping ---- */

static bool read_stack(const struct unwind_regs *at, const uint8_t *stack, size_t len,
		       uint64_t addr, uint64_t *v)
{
	if (addr < at->sp || addr + 8 > at->sp + len)
		return false;
	memcpy(v, stack + (addr - at->sp), 8);
	return true;
}

/* One frame up through CFI; false if there is none for this pc. */
static bool step_cfi(pid_t pid, struct unwind_regs *r, bool first, const struct unwind_regs *at,
		     const uint8_t *stack, size_t len)
{
	const char *path;
	uint64_t vaddr, cfa, ra, bp = r->bp;
	const struct cfi_table *t;
	const struct fde *f;
	struct frame_rules init = { .cfa_reg = REG_RSP, .cfa_off = 8 }, rules;

	/* a return address points after the call: look up the call itself */
	if (usym_elf_addr(pid, first ? r->ip : r->ip - 1, &path, &vaddr) != 0)
		return false;
	t = table_of(path);
	f = find_fde(t, vaddr);
	if (!f)
		return false;
	run_cfi(f->cie_insns, f->cie_end, f, UINT64_MAX, &init, NULL);
	rules = init;
	run_cfi(f->insns, f->insns_end, f, vaddr, &rules, &init);
	if (rules.cfa_expr || (rules.cfa_reg != REG_RSP && rules.cfa_reg != REG_RBP))
		return false;
	cfa = (rules.cfa_reg == REG_RSP ? r->sp : r->bp) + (uint64_t)rules.cfa_off;
	if (!rules.regs[REG_RA].saved ||
	    !read_stack(at, stack, len, cfa + (uint64_t)rules.regs[REG_RA].off, &ra))
		return false;
	if (rules.regs[REG_RBP].saved)
		read_stack(at, stack, len, cfa + (uint64_t)rules.regs[REG_RBP].off, &bp);
	r->ip = ra;
	r->sp = cfa;
	r->bp = bp;
	return true;
}

/* One frame up through the frame-pointer chain. */
static bool step_fp(struct unwind_regs *r, const struct unwind_regs *at, const uint8_t *stack,
		    size_t len)
{
	uint64_t bp, ra;

	if (!read_stack(at, stack, len, r->bp, &bp) || !read_stack(at, stack, len, r->bp + 8, &ra))
		return false;
	r->sp = r->bp + 16;
	r->bp = bp;
	r->ip = ra;
	return true;
}

/*
 * True if pc is the signal return trampoline (glibc's __restore_rt:
 * mov $15, %rax; syscall), where a signal handler returns to. The answer
 * is cached by file and address: it is asked for every frame.
 */
static bool is_sigreturn(pid_t pid, uint64_t pc)
{
	static const uint8_t code[] = { 0x48, 0xc7, 0xc0, 0x0f, 0x00, 0x00, 0x00, 0x0f, 0x05 };
	static struct { const char *path; uint64_t vaddr; bool yes; } cache[64];
	const char *path;
	uint64_t vaddr;
	uint8_t buf[sizeof(code)];
	int64_t off;
	size_t slot;
	int fd;

	if (usym_elf_addr(pid, pc, &path, &vaddr) != 0)
		return false;
	slot = (vaddr ^ (uintptr_t)path) % ARRAY_LEN(cache);
	if (cache[slot].path == path && cache[slot].vaddr == vaddr)
		return cache[slot].yes;
	cache[slot].path = path;
	cache[slot].vaddr = vaddr;
	cache[slot].yes = false;
	off = usym_elf_offset(path, vaddr);
	fd = off < 0 ? -1 : open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return false;
	cache[slot].yes = pread(fd, buf, sizeof(buf), off) == (ssize_t)sizeof(buf) &&
			  memcmp(buf, code, sizeof(code)) == 0;
	close(fd);
	return cache[slot].yes;
}

/*
 * Through a signal frame: at the trampoline, sp points at the ucontext the
 * kernel saved (struct rt_sigframe after its return address); the
 * interrupted registers are in its mcontext, gregs[] from byte 40 (rbp 10,
 * rsp 15, rip 16, as <sys/ucontext.h> numbers them).
 */
static bool step_signal(struct unwind_regs *r, const struct unwind_regs *at, const uint8_t *stack,
			size_t len)
{
	uint64_t gregs = r->sp + 40, bp, sp, ip;

	if (!read_stack(at, stack, len, gregs + 10 * 8, &bp) ||
	    !read_stack(at, stack, len, gregs + 15 * 8, &sp) ||
	    !read_stack(at, stack, len, gregs + 16 * 8, &ip))
		return false;
	*r = (struct unwind_regs){ ip, sp, bp };
	return true;
}

int unwind_user(pid_t pid, const struct unwind_regs *regs, const uint8_t *stack, size_t len,
		uint64_t *pcs, int max)
{
	struct unwind_regs r = *regs;
	bool exact = true; /* r.ip is where the thread is (not a return address) */
	int n = 0;

	while (n < max && r.ip) {
		uint64_t sp = r.sp;

		pcs[n++] = r.ip;
		if (n > 1 && is_sigreturn(pid, r.ip)) {
			if (!step_signal(&r, regs, stack, len))
				break;
			exact = true;
			if (r.sp <= sp)
				break;
			continue;
		}
		if (!step_cfi(pid, &r, exact, regs, stack, len) && !step_fp(&r, regs, stack, len))
			break;
		exact = false;
		if (r.sp <= sp)
			break; /* the stack only grows up as we walk: anything else is garbage */
	}
	return n;
}

int unwind_raw(const uint8_t *raw, size_t size, uint64_t *out, uint32_t depth)
{
	uint64_t hdr[5];
	struct unwind_regs regs;
	size_t len;
	int n;

	memset(out, 0, (depth + 2) * sizeof(*out));
	if (size < sizeof(hdr))
		return 0;
	memcpy(hdr, raw, sizeof(hdr));
	regs = (struct unwind_regs){ hdr[1], hdr[2], hdr[3] };
	len = hdr[4] < size - sizeof(hdr) ? hdr[4] : size - sizeof(hdr);
	out[0] = hdr[0];
	n = unwind_user((pid_t)hdr[0], &regs, raw + sizeof(hdr), len, out + 1, (int)depth);
	out[n + 1] = 0;
	return n;
}

void unwind_fini(void)
{
	while (tables) {
		struct cfi_table *t = tables;

		tables = t->next;
		free(t->fdes);
		free(t->data);
		free(t->path);
		free(t);
	}
}
