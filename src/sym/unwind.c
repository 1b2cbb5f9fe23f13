/*
 * unwind.c - user stack unwinding with .eh_frame CFI (see unwind.h).
 *
 * Each ELF's .eh_frame is parsed once and turned into compact rows
 * (cc/utab.h): for every range of addresses, where the canonical frame
 * address is (rsp or rbp + offset) and where the caller's rbp was saved;
 * the return address is at CFA - 8. The call-frame instructions of each
 * FDE are run from its CIE's initial ones, and a row is added at every
 * location they advance to. The same rows are loaded into the kernel for
 * the in-kernel walk (user/utab.c, cc/cg_ustack.c); here they unwind the raw
 * stacks that the kernel sends where it had no table. Values are read
 * from the stack copy; nothing is read from the live process, which has
 * moved on. Only what x86-64 code needs is interpreted: a CFA or return
 * address given by an expression (PLT stubs) means frame pointers, and an
 * FDE whose CIE says 'S' is a signal trampoline. Formats: the DWARF 4
 * spec, section 6.4 (call frame information); the records are read by
 * ehframe.c.
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
#include "../cc/utab.h"
#include "ehframe.h"
#include "usym.h"

enum { REG_RBP = 6, REG_RSP = 7, REG_RA = 16, NREGS = 17 };

/* A module's unwind rows (utab.h), built once from its .eh_frame. */
struct cfi_table {
	char *path;
	uint64_t *rows;            /* sorted by address */
	size_t nrows;
	struct cfi_table *next;
};

static struct cfi_table *tables;

/* ---- running the call-frame instructions ---- */

/* Where a register was saved. */
enum { RULE_SAME, RULE_AT, RULE_UNDEF }; /* unchanged, at CFA + off, undefined */

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

/* Rows being made: utab.h's encoding, sorted, consecutive equal rules merged. */
struct rows {
	uint64_t *v;
	size_t n, cap;
	bool too_far;              /* an address beyond 32 bits: the module gets no rows */
};

static void rows_add(struct rows *rs, uint64_t addr, uint32_t rule)
{
	uint64_t row = (uint64_t)rule << 32 | (uint32_t)addr;

	if (addr > UINT32_MAX) {
		rs->too_far = true;
		return;
	}
	if (rs->n && (uint32_t)rs->v[rs->n - 1] == addr) {
		rs->n--; /* the end of the previous FDE, where this one starts */
	} else if (rs->n && (uint32_t)rs->v[rs->n - 1] > addr) {
		return; /* overlapping FDEs: the first one's rows stand */
	}
	if (rs->n && rs->v[rs->n - 1] >> 32 == rule)
		return;
	if (rs->n == rs->cap) {
		rs->cap = rs->cap ? rs->cap * 2 : 1024;
		rs->v = xrealloc(rs->v, rs->cap * sizeof(*rs->v));
	}
	rs->v[rs->n++] = row;
}

/* The row rule (utab.h) for the rules r of an FDE. */
static uint32_t rule_of(const struct frame_rules *r, bool signal)
{
	uint32_t rule;

	if (signal)
		return UTAB_SIG;
	if (r->regs[REG_RA].saved == RULE_UNDEF)
		return UTAB_END;
	if (r->cfa_expr || (r->cfa_reg != REG_RSP && r->cfa_reg != REG_RBP) ||
	    r->regs[REG_RA].saved != RULE_AT || r->regs[REG_RA].off != -8 || r->cfa_off < 8 ||
	    r->cfa_off > (int64_t)UTAB_OFF_MAX)
		return UTAB_FP;
	rule = UTAB_CFA | (r->cfa_reg == REG_RBP ? UTAB_RBP_CFA : 0) |
	       (uint32_t)r->cfa_off << UTAB_OFF_SHIFT;
	if (r->regs[REG_RBP].saved == RULE_AT) {
		int64_t at = -r->regs[REG_RBP].off;

		if (at <= 0 || at % 8 || at / 8 > (int64_t)UTAB_SLOT_MASK)
			return UTAB_FP;
		rule |= (uint32_t)(at / 8) << UTAB_SLOT_SHIFT;
	}
	return rule;
}

/*
 * Runs instructions [p, end) from the rules in r. With rs, adds a row at
 * each location the rules hold from (the last one up to f->end); without,
 * runs them all (a CIE's initial instructions).
 */
static void run_cfi(const uint8_t *p, const uint8_t *end, const struct eh_fde *f,
		    struct frame_rules *r, const struct frame_rules *initial, struct rows *rs)
{
	struct frame_rules stack[8];
	int depth = 0;
	uint64_t loc = f->start, to;
	struct eh_cursor c = { p, end, 0, p };

	while (c.p < c.end) {
		uint8_t op = *c.p++;
		uint64_t reg, delta = 0;

		switch (op >> 6) {
		case 1: delta = op & 0x3f; goto advance;
		case 2:
			reg = op & 0x3f;
			if (reg < NREGS)
				r->regs[reg] = (struct rule){ RULE_AT, (int64_t)eh_uleb(&c) * f->data_align };
			else
				eh_uleb(&c);
			continue;
		case 3:
			reg = op & 0x3f;
			if (reg < NREGS && initial)
				r->regs[reg] = initial->regs[reg];
			continue;
		}
		switch (op) {
		case 0x00: break;
		case 0x01:
			to = eh_fixed(&c, 8);
			delta = to > loc ? (to - loc) / f->code_align : 0;
			goto advance;
		case 0x02: delta = eh_fixed(&c, 1); goto advance;
		case 0x03: delta = eh_fixed(&c, 2); goto advance;
		case 0x04: delta = eh_fixed(&c, 4); goto advance;
		case 0x05: case 0x11: case 0x14: case 0x15:
			reg = eh_uleb(&c);
			delta = op == 0x05 || op == 0x14 ? eh_uleb(&c) * (uint64_t)f->data_align :
							   (uint64_t)(eh_sleb(&c) * f->data_align);
			if (reg < NREGS && op <= 0x11)
				r->regs[reg] = (struct rule){ RULE_AT, (int64_t)delta };
			break;
		case 0x06: case 0x07: case 0x08:
			reg = eh_uleb(&c);
			if (reg < NREGS)
				r->regs[reg] = op == 0x06 && initial ? initial->regs[reg] :
					       (struct rule){ op == 0x07 ? RULE_UNDEF : RULE_SAME, 0 };
			break;
		case 0x09: eh_uleb(&c); eh_uleb(&c); break;
		case 0x0a: if (depth < 8) stack[depth++] = *r; break;
		case 0x0b:
			if (depth > 0)
				*r = stack[--depth];
			break;
		case 0x0c: r->cfa_reg = (int)eh_uleb(&c); r->cfa_off = (int64_t)eh_uleb(&c); r->cfa_expr = false; break;
		case 0x0d: r->cfa_reg = (int)eh_uleb(&c); break;
		case 0x0e: r->cfa_off = (int64_t)eh_uleb(&c); break;
		case 0x0f: eh_skip(&c, eh_uleb(&c)); r->cfa_expr = true; break;
		case 0x10: case 0x16:
			reg = eh_uleb(&c);
			eh_skip(&c, eh_uleb(&c));
			if (reg < NREGS) /* saved where an expression says: not followed */
				r->regs[reg] = (struct rule){ RULE_AT, 1 };
			break;
		case 0x12: r->cfa_reg = (int)eh_uleb(&c); r->cfa_off = eh_sleb(&c) * f->data_align; r->cfa_expr = false; break;
		case 0x13: r->cfa_off = eh_sleb(&c) * f->data_align; break;
		case 0x2e: eh_uleb(&c); break;
		case 0x2f:
			reg = eh_uleb(&c);
			delta = eh_uleb(&c);
			if (reg < NREGS)
				r->regs[reg] = (struct rule){ RULE_AT, -(int64_t)delta * f->data_align };
			break;
		default:
			c.p = c.end; /* an instruction we do not know: the rules stand from here */
			break;
		}
		continue;
advance:
		if (rs && delta && loc < f->end)
			rows_add(rs, loc, rule_of(r, f->signal));
		loc += delta * f->code_align;
	}
	if (rs && loc < f->end)
		rows_add(rs, loc, rule_of(r, f->signal));
}

/* Adds the rows of every FDE of an .eh_frame to rs, and a frame-pointer row after each. */
static void fde_rows(const struct eh_fde *fdes, size_t n, struct rows *rs)
{
	uint64_t end = 0;

	for (size_t i = 0; i < n; i++) {
		const struct eh_fde *f = &fdes[i];
		struct frame_rules init = { .cfa_reg = REG_RSP, .cfa_off = 8 }, rules;

		if (f->start >= f->end || f->start < end)
			continue;
		run_cfi(f->cie_insns, f->cie_end, f, &init, NULL, NULL);
		rules = init;
		run_cfi(f->insns, f->insns_end, f, &rules, &init, rs);
		rows_add(rs, f->end, UTAB_FP);
		end = f->end;
	}
}

/* The unwind table of ELF file path, made at first sight (no rows: no .eh_frame). */
static struct cfi_table *table_of(const char *path)
{
	struct cfi_table *t;
	struct rows rs = { 0 };
	int fd;
	Elf *e;
	const uint8_t *data;
	size_t size;
	uint64_t base;

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
	if (e && eh_find(e, &data, &size, &base)) {
		size_t n;
		struct eh_fde *fdes = eh_parse(data, size, base, &n);

		fde_rows(fdes, n, &rs);
		free(fdes);
	}
	if (e)
		elf_end(e);
	close(fd);
	if (rs.too_far) {
		free(rs.v);
		rs = (struct rows){ 0 };
	}
	t->rows = rs.v;
	t->nrows = rs.n;
	return t;
}

const uint64_t *unwind_rows(const char *path, size_t *n)
{
	const struct cfi_table *t = table_of(path);

	*n = t->nrows;
	return t->rows;
}

/* The rule of module address vaddr in rows (UTAB_FP where none covers it). */
static uint32_t find_rule(const uint64_t *rows, size_t n, uint64_t vaddr)
{
	size_t lo = 0;

	if (!n || vaddr > UINT32_MAX || (uint32_t)rows[0] > vaddr)
		return UTAB_FP;
	while (n > 1) {
		size_t half = n / 2;

		if ((uint32_t)rows[lo + half] <= vaddr)
			lo += half;
		n -= half;
	}
	return (uint32_t)(rows[lo] >> 32);
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

/* One frame up by a UTAB_CFA rule; false if the stack copy lacks the words. */
static bool step_cfa(struct unwind_regs *r, uint32_t rule, const struct unwind_regs *at,
		     const uint8_t *stack, size_t len)
{
	uint64_t cfa = (rule & UTAB_RBP_CFA ? r->bp : r->sp) + (rule >> UTAB_OFF_SHIFT);
	uint32_t slot = rule >> UTAB_SLOT_SHIFT & UTAB_SLOT_MASK;
	uint64_t ra, bp = r->bp;

	if (!read_stack(at, stack, len, cfa - 8, &ra))
		return false;
	if (slot)
		read_stack(at, stack, len, cfa - 8 * slot, &bp);
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
 * Through a signal frame: at the trampoline, sp points at the ucontext the
 * kernel saved (struct rt_sigframe after its return address); the
 * interrupted registers are in its mcontext (utab.h's offsets).
 */
static bool step_signal(struct unwind_regs *r, const struct unwind_regs *at, const uint8_t *stack,
			size_t len)
{
	uint64_t bp, sp, ip;

	if (!read_stack(at, stack, len, r->sp + UTAB_SIG_RBP, &bp) ||
	    !read_stack(at, stack, len, r->sp + UTAB_SIG_RSP, &sp) ||
	    !read_stack(at, stack, len, r->sp + UTAB_SIG_RIP, &ip))
		return false;
	*r = (struct unwind_regs){ ip, sp, bp };
	return true;
}

/* The row rule for pc in process pid (UTAB_FP outside any module with CFI). */
static uint32_t rule_at(pid_t pid, uint64_t pc)
{
	const char *path;
	uint64_t vaddr;
	const struct cfi_table *t;

	if (usym_elf_addr(pid, pc, &path, &vaddr) != 0)
		return UTAB_FP;
	t = table_of(path);
	return find_rule(t->rows, t->nrows, vaddr);
}

/*
 * The walk, step for step what cg_ustack.c does in BPF: the probe's frame
 * is looked up at its pc, the others at the call (return address - 1);
 * the stack must grow at every step, or the walk ends.
 */
int unwind_user(pid_t pid, const struct unwind_regs *regs, const uint8_t *stack, size_t len,
		uint64_t *pcs, int max)
{
	struct unwind_regs r = *regs;
	bool exact = true; /* r.ip is where the thread is (not a return address) */
	int n = 0;

	while (n < max && r.ip) {
		uint64_t sp = r.sp;
		uint32_t rule;

		pcs[n++] = r.ip;
		rule = rule_at(pid, exact ? r.ip : r.ip - 1);
		if ((rule & 3) == UTAB_SIG && n > 1) {
			if (!step_signal(&r, regs, stack, len))
				break;
			exact = true;
			if (r.sp <= sp)
				break;
			continue;
		}
		if ((rule & 3) == UTAB_END)
			break;
		if (!((rule & 3) == UTAB_CFA && step_cfa(&r, rule, regs, stack, len)) &&
		    !step_fp(&r, regs, stack, len))
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
	out[0] = hdr[0];
	if (hdr[4] == UTAB_UNWOUND) { /* unwound in the kernel: the pcs follow */
		n = hdr[1] < depth ? (int)hdr[1] : (int)depth;
		if ((size_t)n > (size - sizeof(hdr)) / 8)
			n = (int)((size - sizeof(hdr)) / 8);
		memcpy(out + 1, raw + sizeof(hdr), (size_t)n * 8);
		out[n + 1] = 0;
		return n;
	}
	regs = (struct unwind_regs){ hdr[1], hdr[2], hdr[3] };
	len = hdr[4] < size - sizeof(hdr) ? hdr[4] : size - sizeof(hdr);
	n = unwind_user((pid_t)hdr[0], &regs, raw + sizeof(hdr), len, out + 1, (int)depth);
	out[n + 1] = 0;
	return n;
}

void unwind_fini(void)
{
	while (tables) {
		struct cfi_table *t = tables;

		tables = t->next;
		free(t->rows);
		free(t->path);
		free(t);
	}
}
