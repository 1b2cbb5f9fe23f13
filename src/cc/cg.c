/*
 * cg.c - code generation and linking (stages 4-5 of 8).
 *
 * Input: the typed AST and check_state (check.c), and the attach points the
 * runtime planned (cc->probes[i]->ap). Output: struct prog_desc (prog.h) in
 * the caller's arena: one BPF program per attach point, the maps they use,
 * the record and aggregation descriptions.
 *
 * Each program is: prologue (scratch and globals pointers, probe id, args
 * into scratch), then every clause that matched one of the point's probes,
 * inlined in script order, each guarded by a probe-id test when it matched
 * only some of them. A clause is predicate, actions (data written into its
 * record in scratch, sent with bpf_ringbuf_output at the end), aggregation
 * updates and variable stores. A fault (failed read, division by zero) jumps
 * to the clause's fault handler, which sends a REC_ID_ERROR record and skips
 * the rest of the clause. Register conventions and the scratch layout are in
 * cg.h. No I/O, no bpf(2): the runtime loads what this produces.
 *
 * Layout: maps and scratch; faults and memory reads; built-in variables;
 * expressions; variables; actions and records; clauses and programs.
 */
#include "cg.h"

#include <stdlib.h>
#include <string.h>

#include "../base/util.h"
#include "lex.h"
#include "pfmt.h"

#define READBUF_OFF ((int16_t)(-8 * (CG_NTMP + 1)))
#define SLOT0_OFF ((int16_t)(-8 * (CG_NTMP + 2))) /* this CPU's scratch slot 0 (its SCR_NEST) */

static void cg_stmt(struct cg_state *cg, struct node *s);
static void scan_stmt(const struct node *s, bool *acts, bool *aggs);
static void store_value(struct cg_state *cg, const struct type *t, uint32_t off);
static void rec_submit(struct cg_state *cg, bool force);
static void cg_stackdepth(struct cg_state *cg);
static void spec_too_big(struct cg_state *cg);
static void cg_sou_to_scratch(struct cg_state *cg, struct node *n, uint32_t off);
static uint32_t bitfield_unit(const struct member *m);
static void cg_caller(struct cg_state *cg);
static void cg_stack_field(struct cg_state *cg, struct rec_action *act, uint32_t depth, bool user);
static void cg_late_arg(struct cg_state *cg, uint32_t i);
static bool ap_has_spec(const struct attach_point *ap);
static void uspec_args(struct cg_state *cg, uint32_t from, uint32_t to, uint32_t regs);

/* The BPF size code of a 1-, 2-, 4- or 8-byte load or store, by its bytes. */
static const uint8_t bpf_size[9] = { 0, BPF_B, BPF_H, 0, BPF_W, 0, 0, 0, BPF_DW };

/* True if a value of t is copied as its bytes where it is stored or recorded: a struct, union or long double. */
static bool is_bytes(const struct type *t)
{
	return type_is_sou(t) || type_is_ldouble(t);
}

/* ---- maps and scratch ---- */

uint32_t cg_map(struct cg_state *cg, const char *name, enum map_role role, uint32_t type, uint32_t ksz,
		uint32_t vsz, uint32_t max)
{
	struct map_spec *m;

	if (cg->nmaps == cg->mcap) {
		uint32_t cap = cg->mcap ? cg->mcap * 2 : 16;

		cg->maps = asm_grow(&cg->cc->arena, cg->maps, sizeof(*cg->maps) * cg->nmaps, sizeof(*cg->maps) * cap);
		cg->mcap = cap;
	}
	m = &cg->maps[cg->nmaps];
	memset(m, 0, sizeof(*m));
	m->name = name;
	m->role = role;
	m->type = type;
	m->key_size = ksz;
	m->value_size = vsz;
	m->max_entries = max;
	/* hashes grow as they are used: sized for the worst case, they would be allocated for it */
	if (type == BPF_MAP_TYPE_HASH || type == BPF_MAP_TYPE_PERCPU_HASH)
		m->flags = BPF_F_NO_PREALLOC;
	return cg->nmaps++;
}

void cg_map_sets(struct cg_state *cg, const uint32_t *idx, uint32_t n, enum map_role set_role, const char *name)
{
	for (uint32_t i = 0; i < n; i++) {
		struct map_spec *m = &cg->maps[idx[i]];
		uint32_t set = 0;

		for (uint32_t j = 0; j < i && !set; j++) {
			const struct map_spec *o = &cg->maps[idx[j]];

			if (o->type == m->type && o->key_size == m->key_size && o->value_size == m->value_size &&
			    o->max_entries == m->max_entries && o->flags == m->flags)
				set = o->set;
		}
		if (!set) {
			uint32_t k = cg_map(cg, name, set_role, BPF_MAP_TYPE_ARRAY_OF_MAPS, 4, 4, 1);

			m = &cg->maps[idx[i]]; /* cg_map may have moved the maps */
			cg->maps[k].slot = idx[i];
			cg->maps[k].max_entries = 0;
			set = k + 1;
		}
		m->set = set;
		m->slot = cg->maps[set - 1].max_entries++;
		if (m->slot + 1 > cg->nslots)
			cg->nslots = m->slot + 1;
	}
}

void cg_set_map(struct cg_state *cg, uint32_t map, uint32_t miss)
{
	const struct map_spec *m = &cg->maps[map];

	if (!m->set) {
		asm_ld_map(&cg->a, R1, map);
		return;
	}
	asm_ld_map(&cg->a, R1, m->set - 1);
	asm_ld_map_value(&cg->a, R2, cg->m_strtab, cg->slots_off + 4 * m->slot);
	asm_call(&cg->a, BPF_FUNC_map_lookup_elem);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, miss);
	E(I_MOV64_REG(R1, R0));
}

uint32_t cg_scratch(struct cg_state *cg, uint32_t size)
{
	uint32_t off = cg->tmp_cur;

	cg->tmp_cur += ALIGN_UP(size, 8);
	if (cg->tmp_cur > cg->scratch_size)
		cg->scratch_size = cg->tmp_cur;
	if (cg->tmp_cur > 30000)
		cc_error(cg->cc, cg->a.cur, D_CG_DYN, "clause needs too much scratch space (%u bytes)", cg->tmp_cur);
	return off;
}

int16_t cg_push(struct cg_state *cg, uint8_t reg)
{
	int16_t off;

	if (cg->ntmp == CG_NTMP)
		cc_error(cg->cc, cg->a.cur, D_CG_DYN, "expression too complex");
	off = (int16_t)(-8 * (int)(++cg->ntmp));
	E(I_STX(BPF_DW, FP, reg, off));
	return off;
}

void cg_pop(struct cg_state *cg, uint8_t reg)
{
	if (!cg->ntmp)
		BUG("spill stack underflow");
	E(I_LDX(BPF_DW, reg, FP, (int16_t)(-8 * (int)cg->ntmp--)));
}

/* reg = R7 + off (a pointer into scratch). */
void cg_scratch_ptr(struct cg_state *cg, uint8_t reg, uint32_t off)
{
	E(I_MOV64_REG(reg, R7));
	if (off)
		E(I_ALU64_IMM(BPF_ADD, reg, (int32_t)off));
}

static void mov_imm(struct cg_state *cg, uint8_t reg, uint64_t v)
{
	if ((int64_t)v >= INT32_MIN && (int64_t)v <= INT32_MAX)
		E(I_MOV64_IMM(reg, (int32_t)v));
	else
		asm_ld_imm64(&cg->a, reg, v);
}

void cg_count_state(struct cg_state *cg, uint32_t off)
{
	uint32_t skip = asm_label(&cg->a);
	uint32_t key = cg_scratch(cg, 8);

	E(I_ST(BPF_W, R7, (int16_t)key, 0));
	asm_ld_map(&cg->a, R1, cg->m_state);
	cg_scratch_ptr(cg, R2, key);
	asm_call(&cg->a, BPF_FUNC_map_lookup_elem);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, skip);
	E(I_LDX(BPF_DW, R1, R0, (int16_t)off));
	E(I_ALU64_IMM(BPF_ADD, R1, 1));
	E(I_STX(BPF_DW, R0, R1, (int16_t)off));
	asm_place(&cg->a, skip);
}

/* Normalizes reg to the canonical 64-bit form of integer type t (sign or zero extension). */
static void cg_norm(struct cg_state *cg, uint8_t reg, const struct type *t)
{
	uint32_t bits;

	if (!type_is_int(t) || t->size >= 8 || !t->size)
		return;
	bits = 64 - t->size * 8;
	E(I_ALU64_IMM(BPF_LSH, reg, (int32_t)bits));
	E(I_ALU64_IMM(t->is_signed ? BPF_ARSH : BPF_RSH, reg, (int32_t)bits));
}

/* ---- faults and memory reads ---- */

/*
 * If R0 (a helper's result) is negative, records fault `kind` at address
 * addr_reg (or 0) and jumps to the clause's fault handler.
 */
static void fault_if_neg(struct cg_state *cg, enum fault_kind kind, int addr_slot)
{
	uint32_t ok = asm_label(&cg->a);
	uint32_t base = SCR_ERR + sizeof(struct rec_hdr);

	asm_jmp_imm(&cg->a, BPF_JSGE, R0, 0, ok);
	cg->fault_used = true;
	E(I_ST(BPF_H, R7, (int16_t)(base + offsetof(struct rec_error, fault)), (int32_t)kind));
	E(I_ST(BPF_H, R7, (int16_t)(base + offsetof(struct rec_error, action)), (int32_t)cg->act_no));
	E(I_ST(BPF_W, R7, (int16_t)(base + offsetof(struct rec_error, pc)), (int32_t)cg->a.n));
	if (addr_slot) {
		E(I_LDX(BPF_DW, R1, FP, (int16_t)addr_slot));
		E(I_STX(BPF_DW, R7, R1, (int16_t)(base + offsetof(struct rec_error, addr))));
	} else {
		E(I_ST(BPF_DW, R7, (int16_t)(base + offsetof(struct rec_error, addr)), 0));
	}
	asm_ja(&cg->a, cg->fault_label);
	asm_place(&cg->a, ok);
}

/*
 * Calls bpf_probe_read_user() (str: bpf_probe_read_user_str()) with R1, R2
 * and R3 set (destination, size, user address); R0 = its result. Where the
 * program may sleep (attach_point.may_sleep: a uprobe's), a read that fails
 * because a page is not in memory yet (a string literal the program never
 * touched, a page swapped out) is tried again after faulting in each page
 * it may cover in turn, up to CG_FAULT_PAGES, by bpf_copy_from_user() of
 * one byte there, which may sleep; a page that cannot be faulted in ends
 * the tries. The loader (load.c) makes a program with such calls sleepable,
 * or, where the kernel cannot, calls bpf_probe_read_user() instead: the
 * tries then change nothing.
 */
void cg_read_user(struct cg_state *cg, bool str)
{
	int func = str ? BPF_FUNC_probe_read_user_str : BPF_FUNC_probe_read_user;
	uint32_t done;
	int16_t dst, size, addr;

	if (!cg->ap || !cg->ap->may_sleep) {
		asm_call(&cg->a, func);
		return;
	}
	dst = cg_push(cg, R1);
	size = cg_push(cg, R2);
	addr = cg_push(cg, R3);
	asm_call(&cg->a, func);
	done = asm_label(&cg->a);
	for (int32_t i = 0; i < CG_FAULT_PAGES; i++) {
		asm_jmp_imm(&cg->a, BPF_JSGE, R0, 0, done);
		E(I_LDX(BPF_DW, R3, FP, addr));
		if (i) {
			E(I_ALU64_IMM(BPF_AND, R3, -4096));
			E(I_ALU64_IMM(BPF_ADD, R3, 4096 * i));
		}
		E(I_MOV64_REG(R1, FP));
		E(I_ALU64_IMM(BPF_ADD, R1, READBUF_OFF));
		E(I_MOV64_IMM(R2, 1));
		asm_call(&cg->a, BPF_FUNC_copy_from_user);
		asm_jmp_imm(&cg->a, BPF_JSLT, R0, 0, done);
		E(I_LDX(BPF_DW, R1, FP, dst));
		E(I_LDX(BPF_DW, R2, FP, size));
		E(I_LDX(BPF_DW, R3, FP, addr));
		asm_call(&cg->a, func);
	}
	asm_place(&cg->a, done);
	cg->ntmp -= 3;
}

/*
 * Reads R2 bytes into R1 from the address in stack slot slot, of user
 * memory or the kernel's; an unreadable address faults with it.
 */
static void read_from_slot(struct cg_state *cg, bool user, int16_t slot)
{
	E(I_LDX(BPF_DW, R3, FP, slot));
	if (user)
		cg_read_user(cg, false);
	else
		asm_call(&cg->a, BPF_FUNC_probe_read_kernel);
	fault_if_neg(cg, FAULT_BADADDR, slot);
}

/* Reads size bytes (1..8) at the address in R0 into R0, normalized to t. */
void cg_read_scalar(struct cg_state *cg, uint32_t size, bool user, const struct type *t)
{
	int16_t slot = cg_push(cg, R0);

	if (size != 1 && size != 2 && size != 4 && size != 8)
		cc_error(cg->cc, cg->a.cur, D_CG_EXPR, "cannot load a value of %u bytes", size);
	E(I_ST(BPF_DW, FP, READBUF_OFF, 0));
	E(I_MOV64_REG(R1, FP));
	E(I_ALU64_IMM(BPF_ADD, R1, READBUF_OFF));
	E(I_MOV64_IMM(R2, (int32_t)size));
	read_from_slot(cg, user, slot);
	cg->ntmp--;
	E(I_LDX(bpf_size[size], R0, FP, READBUF_OFF));
	if (t)
		cg_norm(cg, R0, t);
}

bool cg_has_helper(const struct cg_state *cg, int func)
{
	const struct cc_host *h = cg->cc->host;

	return !cg->ap || !h || !h->helper || h->helper(cg->cc, h->ctx, cg->ap->prog_type, func);
}

void cg_current_task(struct cg_state *cg)
{
	asm_call(&cg->a, cg_has_helper(cg, BPF_FUNC_get_current_task_btf) ? BPF_FUNC_get_current_task_btf :
									     BPF_FUNC_get_current_task);
}

void cg_task_load(struct cg_state *cg, uint8_t size, int16_t off)
{
	if (cg_has_helper(cg, BPF_FUNC_get_current_task_btf)) {
		E(I_LDX(bpf_size[size], R0, R0, off));
		return;
	}
	cg_kread(cg, size, off);
}

/* READBUF = size bytes of kernel memory at R3 (0 if unreadable); R0 = them. */
static void read_kernel_buf(struct cg_state *cg, uint8_t size)
{
	E(I_ST(BPF_DW, FP, READBUF_OFF, 0));
	E(I_MOV64_REG(R1, FP));
	E(I_ALU64_IMM(BPF_ADD, R1, READBUF_OFF));
	E(I_MOV64_IMM(R2, size));
	asm_call(&cg->a, BPF_FUNC_probe_read_kernel);
	E(I_LDX(bpf_size[size], R0, FP, READBUF_OFF));
}

void cg_kread(struct cg_state *cg, uint8_t size, int32_t off)
{
	E(I_MOV64_REG(R3, R0));
	E(I_ALU64_IMM(BPF_ADD, R3, off));
	read_kernel_buf(cg, size);
}

/* Copies a string at the address in R0 into scratch at off (size bytes); R0 = the copy. */
void cg_copy_str(struct cg_state *cg, uint32_t off, uint32_t size, bool user, bool check)
{
	int16_t slot = cg_push(cg, R0);

	cg_scratch_ptr(cg, R1, off);
	E(I_MOV64_IMM(R2, (int32_t)size));
	E(I_LDX(BPF_DW, R3, FP, slot));
	if (user)
		cg_read_user(cg, true);
	else
		asm_call(&cg->a, BPF_FUNC_probe_read_kernel_str);
	if (check)
		fault_if_neg(cg, FAULT_BADADDR, slot);
	cg->ntmp--;
	cg_scratch_ptr(cg, R0, off);
}

/* Copies the string in R0 to dst_reg + off (size bytes); dst_reg is R7, R8 or R9. */
void cg_store_str(struct cg_state *cg, uint8_t dst_reg, uint32_t off, uint32_t size)
{
	E(I_MOV64_REG(R3, R0));
	E(I_MOV64_REG(R1, dst_reg));
	if (off)
		E(I_ALU64_IMM(BPF_ADD, R1, (int32_t)off));
	E(I_MOV64_IMM(R2, (int32_t)size));
	asm_call(&cg->a, BPF_FUNC_probe_read_kernel_str);
}

/* ---- built-in variables ---- */

/* R0 = curthread->member (a kernel struct member found through BTF). */
static const struct member *task_member(struct cg_state *cg, struct type **tp, const char *name, uint32_t *off)
{
	const struct member *m = NULL;

	if (*tp && (*tp)->kind == TY_PTR)
		*tp = (*tp)->to;
	if (*tp && type_is_sou(*tp))
		m = type_member(cg->cc, *tp, name, off);
	if (!m)
		cc_error(cg->cc, cg->a.cur, D_VAR_UNSUP, "kernel type information (BTF) has no %s member %s",
			 *tp ? type_str(*tp) : "struct task_struct", name);
	return m;
}

static void cg_task_path(struct cg_state *cg, const char *const *path, uint32_t n)
{
	struct type *t = type_lookup(cg->cc, &cg->ck->tt, "struct task_struct");

	cg_task(cg);
	for (uint32_t i = 0; i < n; i++) {
		uint32_t off, extra = 0;
		const struct member *m = task_member(cg, &t, path[i], &off);
		struct type *mt = m->ty;

		/* "se.sum_exec_runtime": a nested struct member adds its offset */
		while (i + 1 < n && type_is_sou(mt)) {
			const struct member *im = task_member(cg, &mt, path[++i], &extra);

			off += extra;
			m = im;
			mt = im->ty;
		}
		E(I_ALU64_IMM(BPF_ADD, R0, (int32_t)off));
		cg_read_scalar(cg, mt->size > 8 ? 8 : mt->size, false, mt);
		t = mt;
	}
}

/* progenyof(pid): 1 if the current process is pid or one of its descendants (64 generations). */
static void cg_progenyof(struct cg_state *cg, struct node *pid)
{
	struct type *t = type_lookup(cg->cc, &cg->ck->tt, "struct task_struct");
	uint32_t tgid_off, parent_off, loop = asm_label(&cg->a), yes = asm_label(&cg->a);
	uint32_t no = asm_label(&cg->a), done = asm_label(&cg->a), cur = cg_scratch(cg, 8);
	int16_t pslot;

	task_member(cg, &t, "tgid", &tgid_off);
	t = type_lookup(cg->cc, &cg->ck->tt, "struct task_struct");
	task_member(cg, &t, "real_parent", &parent_off);
	cg_expr(cg, pid);
	pslot = cg_push(cg, R0);
	asm_call(&cg->a, BPF_FUNC_get_current_task);
	E(I_STX(BPF_DW, R7, R0, (int16_t)cur));
	E(I_MOV64_IMM(R9, 0));
	asm_place(&cg->a, loop);
	asm_jmp_imm(&cg->a, BPF_JGE, R9, 64, no);
	E(I_ALU64_IMM(BPF_ADD, R9, 1));
	E(I_LDX(BPF_DW, R0, R7, (int16_t)cur));
	E(I_ALU64_IMM(BPF_ADD, R0, (int32_t)tgid_off));
	cg_read_scalar(cg, 4, false, NULL);
	E(I_ALU32_REG(BPF_MOV, R0, R0));
	E(I_LDX(BPF_DW, R1, FP, pslot));
	E(I_ALU32_REG(BPF_MOV, R1, R1));
	asm_jmp_reg(&cg->a, BPF_JEQ, R0, R1, yes);
	asm_jmp_imm(&cg->a, BPF_JLE, R0, 1, no);        /* init (or the idle task): the top */
	E(I_LDX(BPF_DW, R0, R7, (int16_t)cur));
	E(I_ALU64_IMM(BPF_ADD, R0, (int32_t)parent_off));
	cg_read_scalar(cg, 8, false, NULL);
	E(I_STX(BPF_DW, R7, R0, (int16_t)cur));
	asm_ja(&cg->a, loop);
	asm_place(&cg->a, yes);
	E(I_MOV64_IMM(R0, 1));
	asm_ja(&cg->a, done);
	asm_place(&cg->a, no);
	E(I_MOV64_IMM(R0, 0));
	asm_place(&cg->a, done);
	cg->ntmp--;
}

static void probe_names_ptr(struct cg_state *cg, uint32_t field_off)
{
	uint32_t key = cg_scratch(cg, 8), ok = asm_label(&cg->a), done = asm_label(&cg->a);

	E(I_LDX(BPF_DW, R1, R7, SCR_PROBE_ID));
	E(I_STX(BPF_W, R7, R1, (int16_t)key));
	asm_ld_map(&cg->a, R1, cg->m_probes);
	cg_scratch_ptr(cg, R2, key);
	asm_call(&cg->a, BPF_FUNC_map_lookup_elem);
	asm_jmp_imm(&cg->a, BPF_JNE, R0, 0, ok);
	asm_ld_map_value(&cg->a, R0, cg->m_strtab, cg->zero_off);
	asm_ja(&cg->a, done);
	asm_place(&cg->a, ok);
	E(I_ALU64_IMM(BPF_ADD, R0, (int32_t)field_off));
	asm_place(&cg->a, done);
}

static bool ap_is_syscall_return(const struct attach_point *ap)
{
	for (uint32_t i = 0; ap && i < ap->nprobes; i++)
		if (strcmp(ap->probes[i]->prov, "syscall") || strcmp(ap->probes[i]->name, "return"))
			return false;
	return ap && ap->nprobes;
}

static void cg_errno(struct cg_state *cg)
{
	uint32_t zero = asm_label(&cg->a), done = asm_label(&cg->a);

	if (!ap_is_syscall_return(cg->ap)) {
		E(I_MOV64_IMM(R0, 0));
		return;
	}
	E(I_LDX(BPF_DW, R0, R7, SCR_ARGS));
	asm_jmp_imm(&cg->a, BPF_JSLT, R0, -4095, zero);
	asm_jmp_imm(&cg->a, BPF_JSGT, R0, -1, zero);
	E(I_ALU64_IMM(BPF_NEG, R0, 0));
	asm_ja(&cg->a, done);
	asm_place(&cg->a, zero);
	E(I_MOV64_IMM(R0, 0));
	asm_place(&cg->a, done);
}

/*
 * True if the prologue stores argument i in scratch. A probe reading its
 * ctx fields has nargs of them; the others read as 0, known when
 * compiling, so the prologue does not zero their slots on every firing.
 */
static bool arg_stored(const struct cg_state *cg, uint32_t i)
{
	return !cg->ap || cg->ap->ctx != CTX_FIELDS || i < cg->ap->nargs;
}

/*
 * A system call's return probe gives arg0 and arg1 the value the process
 * sees, as DTrace does: -1 for a failed call (whose error is in errno),
 * not the kernel's -errno. R0 holds the raw value.
 */
static void cg_sysret_value(struct cg_state *cg, uint32_t i)
{
	uint32_t done = asm_label(&cg->a);

	if (i > 1 || !ap_is_syscall_return(cg->ap))
		return;
	asm_jmp_imm(&cg->a, BPF_JSLT, R0, -4095, done);
	asm_jmp_imm(&cg->a, BPF_JSGT, R0, -1, done);
	E(I_MOV64_IMM(R0, -1));
	asm_place(&cg->a, done);
}

/* R0 = timestamp: the clock read the first time the firing asks, that value after. */
static void cg_timestamp(struct cg_state *cg)
{
	uint32_t have = asm_label(&cg->a);

	if (!cg->ts_off) { /* read where the checker saw none (the runtime's own code) */
		asm_call(&cg->a, BPF_FUNC_ktime_get_ns);
		return;
	}
	E(I_LDX(BPF_DW, R0, R7, (int16_t)cg->ts_off));
	asm_jmp_imm(&cg->a, BPF_JNE, R0, 0, have);
	asm_call(&cg->a, BPF_FUNC_ktime_get_ns);
	E(I_STX(BPF_DW, R7, R0, (int16_t)cg->ts_off));
	asm_place(&cg->a, have);
}

static void cg_builtin(struct cg_state *cg, struct node *n, enum builtin_id bi)
{
	static const char *const ppid_path[] = { "real_parent", "tgid" };
	uint32_t off;

	switch (bi) {
	case BI_ARG0: case BI_ARG1: case BI_ARG2: case BI_ARG3: case BI_ARG4:
	case BI_ARG5: case BI_ARG6: case BI_ARG7: case BI_ARG8: case BI_ARG9:
		if (!arg_stored(cg, (uint32_t)(bi - BI_ARG0)))
			E(I_MOV64_IMM(R0, 0));
		else {
			E(I_LDX(BPF_DW, R0, R7, (int16_t)(SCR_ARGS + 8 * (bi - BI_ARG0))));
			cg_sysret_value(cg, (uint32_t)(bi - BI_ARG0));
		}
		break;
	case BI_ARGS:
		if (n->ann->argno >= CG_SCR_NARGS) {
			cg_late_arg(cg, n->ann->argno);
			cg_norm(cg, R0, n->ty);
			break;
		}
		if (!arg_stored(cg, n->ann->argno)) {
			E(I_MOV64_IMM(R0, 0));
			break;
		}
		E(I_LDX(BPF_DW, R0, R7, (int16_t)(SCR_ARGS + 8 * n->ann->argno)));
		cg_sysret_value(cg, n->ann->argno);
		cg_norm(cg, R0, n->ty);
		break;
	case BI_EXECNAME:
		off = cg_scratch(cg, 16);
		cg_task_comm(cg, off);
		break;
	case BI_PID:
	case BI_TID:
		cg_task_pid_tgid(cg);
		if (bi == BI_PID)
			E(I_ALU64_IMM(BPF_RSH, R0, 32));
		else
			E(I_ALU32_REG(BPF_MOV, R0, R0));
		break;
	case BI_UID:
	case BI_GID:
		cg_task_uid_gid(cg);
		if (bi == BI_GID)
			E(I_ALU64_IMM(BPF_RSH, R0, 32));
		else
			E(I_ALU32_REG(BPF_MOV, R0, R0));
		break;
	case BI_PPID:
		cg_task_path(cg, ppid_path, 2);
		break;
	case BI_CPU:
		asm_call(&cg->a, BPF_FUNC_get_smp_processor_id);
		break;
	case BI_TIMESTAMP: /* one value for the whole firing, as DTrace's */
		cg_timestamp(cg);
		break;
	case BI_VTIMESTAMP:
		cg_task_vtime(cg);
		break;
	case BI_WALLTIMESTAMP:
		cg_timestamp(cg);
		E(I_LDX(BPF_DW, R1, R8, GLOBALS_WALLTIME_OFF));
		E(I_ALU64_REG(BPF_ADD, R0, R1));
		break;
	case BI_PROBEPROV: probe_names_ptr(cg, offsetof(struct probe_names, prov)); break;
	case BI_PROBEMOD: probe_names_ptr(cg, offsetof(struct probe_names, mod)); break;
	case BI_PROBEFUNC: probe_names_ptr(cg, offsetof(struct probe_names, func)); break;
	case BI_PROBENAME: probe_names_ptr(cg, offsetof(struct probe_names, name)); break;
	case BI_ERRNO:
		cg_errno(cg);
		break;
	case BI_CURTHREAD:
		cg_task(cg);
		break;
	case BI_EPID:
		mov_imm(cg, R0, cg->clause->index + 1);
		break;
	case BI_ID: /* the low half: a cookie's high half is its desc_mask */
		E(I_LDX(BPF_W, R0, R7, SCR_PROBE_ID));
		break;
	case BI_UREGS: /* the user registers saved at kernel entry (bpf_task_pt_regs) */
		cg_ustack_uregs(cg, n->ann->argno);
		break;
	case BI_CWD:
	case BI_ROOT:
		cg_fds_fs_path(cg, bi == BI_CWD ? "pwd" : "root");
		break;
	case BI_USTACKDEPTH:
		cg_ustack_depth(cg);
		break;
	case BI_STACKDEPTH:
		cg_stackdepth(cg);
		break;
	case BI_CALLER:
		cg_caller(cg);
		break;
	case BI_UCALLER:
		cg_ustack_caller(cg);
		break;
	case BI_IPL:
		cg_task_ipl(cg);
		break;
	case BI_FDS: /* only as fds[fd].member: cg_fds.c */
	case BI__COUNT:
		BUG("bad builtin");
	}
}

/* ---- expressions ---- */

void cg_fault_now(struct cg_state *cg, enum fault_kind kind)
{
	uint32_t base = SCR_ERR + sizeof(struct rec_hdr);

	cg->fault_used = true;
	E(I_ST(BPF_H, R7, (int16_t)(base + offsetof(struct rec_error, fault)), (int32_t)kind));
	E(I_ST(BPF_H, R7, (int16_t)(base + offsetof(struct rec_error, action)), (int32_t)cg->act_no));
	/* DTrace's divide-by-zero names no offset (arg3 is -1) */
	E(I_ST(BPF_W, R7, (int16_t)(base + offsetof(struct rec_error, pc)),
	       kind == FAULT_DIVZERO ? (int32_t)REC_ERROR_NOPC : (int32_t)cg->a.n));
	E(I_ST(BPF_DW, R7, (int16_t)(base + offsetof(struct rec_error, addr)), 0));
	asm_ja(&cg->a, cg->fault_label);
}

static bool cg_addr(struct cg_state *cg, struct node *n);

/*
 * xlate<T>(e) or xlate<T *>(e) used whole: the translated struct, built in
 * this clause's scratch a member at a time (the members the translator
 * does not define are zero); R0 = its address. A struct member is copied
 * from where its expression lies (a nested translation: its own scratch).
 */
static void cg_xlate(struct cg_state *cg, struct node *n)
{
	struct type *t = n->ty->kind == TY_PTR ? n->ty->to : n->ty;
	uint32_t off = cg_scratch(cg, t->size);

	for (uint32_t i = 0; i < t->size; i += 8)
		E(I_ST(BPF_DW, R7, (int16_t)(off + i), 0));
	for (struct check_xfield *f = n->ann->xfields; f; f = f->next) {
		struct type *mt = f->m->ty;
		uint32_t at = off + f->off;
		bool user;

		if (f->m->bit_size)
			cc_error(cg->cc, f->expr->pos, D_CG_EXPR, "cannot translate to bit-field %s", f->m->name);
		if (type_is_string(mt) || (mt->kind == TY_ARRAY && type_is_string(f->expr->ty))) {
			cg_strval(cg, f->expr);
			cg_store_str(cg, R7, at, mt->size);
			continue;
		}
		if (type_is_sou(mt) || mt->kind == TY_ARRAY) {
			int16_t slot;

			user = cg_addr(cg, f->expr);
			slot = cg_push(cg, R0);
			cg_scratch_ptr(cg, R1, at);
			E(I_MOV64_IMM(R2, (int32_t)(f->expr->ty->size < mt->size ? f->expr->ty->size : mt->size)));
			read_from_slot(cg, user, slot);
			cg->ntmp--;
			continue;
		}
		if (mt->size != 1 && mt->size != 2 && mt->size != 4 && mt->size != 8)
			cc_error(cg->cc, f->expr->pos, D_CG_EXPR, "cannot translate to member %s of %u bytes",
				 f->m->name, mt->size);
		cg_expr(cg, f->expr);
		E(I_STX(bpf_size[mt->size], R7, R0, (int16_t)at));
	}
	cg_scratch_ptr(cg, R0, off);
}

/* R0 = the address of an lvalue in kernel or user memory; returns true for user memory. */
static bool cg_addr(struct cg_state *cg, struct node *n)
{
	bool user;

	switch (n->kind) {
	case NODE_DEREF:
		cg_expr(cg, n->a);
		return n->a->ty->kind == TY_PTR && n->a->ty->userland;
	case NODE_PTRMEMBER:
		cg_expr(cg, n->a);
		if (n->ann->off)
			E(I_ALU64_IMM(BPF_ADD, R0, (int32_t)n->ann->off));
		return n->a->ty->userland;
	case NODE_MEMBER:
		user = cg_addr(cg, n->a);
		if (n->ann->off)
			E(I_ALU64_IMM(BPF_ADD, R0, (int32_t)n->ann->off));
		return user;
	case NODE_INDEX:
		if (n->a->ty->kind == TY_ARRAY)
			user = cg_addr(cg, n->a);
		else {
			cg_expr(cg, n->a);
			user = n->a->ty->userland;
		}
		if (type_is_string(n->a->ty)) { /* s[i]: the address as a number, read with a checked copy */
			int16_t slot = (int16_t)cg_scratch(cg, 8);

			E(I_STX(BPF_DW, R7, R0, slot));
			E(I_LDX(BPF_DW, R0, R7, slot));
		}
		cg_push(cg, R0);
		cg_expr(cg, n->list);
		if (n->ty->size != 1)
			E(I_ALU64_IMM(BPF_MUL, R0, (int32_t)n->ty->size));
		cg_pop(cg, R1);
		E(I_ALU64_REG(BPF_ADD, R0, R1));
		return user;
	case NODE_XLATE: /* xlate<T>(e): the struct built in scratch */
		if (n->ty->kind == TY_PTR)
			break;
		cg_xlate(cg, n);
		return false;
	default:
		break;
	}
	cc_error(cg->cc, n->pos, D_CG_EXPR, "cannot take the address of this %s expression", type_str(n->ty));
}

/* Loads the value of a memory lvalue (member, deref, index) into R0. */
static void alloca_bounds(struct cg_state *cg, int16_t aslot, int16_t sslot, uint32_t size, uint32_t bad);

/*
 * A load of size bytes from the address in R0, through a pointer into
 * alloca()'d memory: outside what this clause has alloca()'d, it faults
 * (invalid address), as DTrace's does. R0 is kept.
 */
static void alloca_load_check(struct cg_state *cg, uint32_t size)
{
	uint32_t bad = asm_label(&cg->a), ok = asm_label(&cg->a);
	int16_t aslot = cg_push(cg, R0);

	alloca_bounds(cg, aslot, 0, size, bad);
	asm_ja(&cg->a, ok);
	asm_place(&cg->a, bad);
	E(I_MOV64_IMM(R0, -1));
	fault_if_neg(cg, FAULT_BADADDR, aslot);
	asm_place(&cg->a, ok);
	E(I_LDX(BPF_DW, R0, FP, aslot));
	cg->ntmp--;
}

static void cg_load_mem(struct cg_state *cg, struct node *n)
{
	bool user = cg_addr(cg, n);
	const struct member *m = n->ann && n->ann->kind == ANN_MEMBER ? n->ann->member : NULL;

	if (n->ty->kind == TY_ARRAY)
		return; /* arrays decay to their address */
	if (type_is_string(n->ty)) { /* a translated struct's string member: copied to scratch */
		cg_copy_str(cg, cg_scratch(cg, n->ty->size), n->ty->size, user, true);
		return;
	}
	if (is_bytes(n->ty))
		cc_error(cg->cc, n->pos, D_CG_EXPR, "cannot use a whole %s as a value", type_str(n->ty));
	if (cg->alloca_size && check_mem_is_alloca(n))
		alloca_load_check(cg, m && m->bit_size ? (uint32_t)((m->bit_off + m->bit_size + 7) / 8) : n->ty->size);
	if (m && m->bit_size) {
		uint32_t lsh = 64 - m->bit_off - m->bit_size;

		cg_read_scalar(cg, bitfield_unit(m), user, NULL);
		E(I_ALU64_IMM(BPF_LSH, R0, (int32_t)lsh));
		E(I_ALU64_IMM(n->ty->is_signed ? BPF_ARSH : BPF_RSH, R0, (int32_t)(lsh + m->bit_off)));
		return;
	}
	cg_read_scalar(cg, n->ty->size, user, n->ty);
}

/* R0 = the truth of n: a string is true when it is neither NULL nor empty. */
static void cg_cond(struct cg_state *cg, struct node *n)
{
	uint32_t done = asm_label(&cg->a);

	cg_expr(cg, n);
	if (!type_is_string(n->ty))
		return;
	if (cg_str_may_null(n))
		asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, done);
	E(I_LDX(BPF_B, R0, R0, 0));
	asm_place(&cg->a, done);
}

/* R0 = 1 if R0 <op> R1 else 0. */
static void cg_setcc(struct cg_state *cg, int op, bool is_signed)
{
	uint32_t t = asm_label(&cg->a);
	uint8_t jop;

	switch (op) {
	case TOK_EQ: jop = BPF_JEQ; break;
	case TOK_NE: jop = BPF_JNE; break;
	case TOK_LT: jop = is_signed ? BPF_JSLT : BPF_JLT; break;
	case TOK_LE: jop = is_signed ? BPF_JSLE : BPF_JLE; break;
	case TOK_GT: jop = is_signed ? BPF_JSGT : BPF_JGT; break;
	case TOK_GE: jop = is_signed ? BPF_JSGE : BPF_JGE; break;
	default: BUG("bad comparison");
	}
	E(I_MOV64_IMM(R2, 1));
	asm_jmp_reg(&cg->a, jop, R0, R1, t);
	E(I_MOV64_IMM(R2, 0));
	asm_place(&cg->a, t);
	E(I_MOV64_REG(R0, R2));
}

/* n is the builtin execname of the thread running the program. */
static bool is_execname(const struct cg_state *cg, const struct node *n)
{
	return n->kind == NODE_IDENT && n->ann && n->ann->kind == ANN_BUILTIN &&
	       n->ann->builtin == BI_EXECNAME && cg_task_is_current(cg);
}

/* R0 = strcmp-like difference of the strings at R1 and R2 (at most n bytes). */
static void strcmp_ptrs(struct cg_state *cg, uint32_t n)
{
	uint32_t loop = asm_label(&cg->a), diff = asm_label(&cg->a), eq = asm_label(&cg->a);
	uint32_t done = asm_label(&cg->a), wloop = asm_label(&cg->a), word = asm_label(&cg->a);
	uint32_t tail = asm_label(&cg->a);

	/*
	 * Eight bytes at a time while the words agree and hold no NUL, then
	 * at most eight bytes one by one: the verifier walks far fewer jumps
	 * than a byte loop over the whole string (a clause of a few dozen
	 * comparisons stays within its jump history).
	 */
	E(I_MOV64_IMM(R3, 0));
	if (n >= 8) { /* (shorter: no word to compare, and no code the verifier finds unreachable) */
		asm_place(&cg->a, wloop);
		asm_jmp_imm(&cg->a, BPF_JGT, R3, (int32_t)(n - 8), tail);
		E(I_MOV64_REG(R4, R1));
		E(I_ALU64_REG(BPF_ADD, R4, R3));
		E(I_LDX(BPF_DW, R4, R4, 0));
		E(I_MOV64_REG(R5, R2));
		E(I_ALU64_REG(BPF_ADD, R5, R3));
		E(I_LDX(BPF_DW, R5, R5, 0));
		asm_jmp_reg(&cg->a, BPF_JNE, R4, R5, word);
		/* the words agree: a NUL in them ends both strings (x - 0x01.. & ~x & 0x80.. is nonzero) */
		E(I_MOV64_REG(R0, R4));
		E(I_ALU64_IMM(BPF_XOR, R0, -1));
		asm_ld_imm64(&cg->a, R5, 0x0101010101010101ull);
		E(I_ALU64_IMM(BPF_NEG, R5, 0));
		E(I_ALU64_REG(BPF_ADD, R5, R4));
		E(I_ALU64_REG(BPF_AND, R5, R0));
		asm_ld_imm64(&cg->a, R0, 0x8080808080808080ull);
		E(I_ALU64_REG(BPF_AND, R5, R0));
		asm_jmp_imm(&cg->a, BPF_JNE, R5, 0, eq);
		E(I_ALU64_IMM(BPF_ADD, R3, 8));
		asm_ja(&cg->a, wloop);
		asm_place(&cg->a, word); /* the difference or the end is in the next 8 bytes */
		E(I_MOV64_REG(R0, R3));
		E(I_ALU64_IMM(BPF_ADD, R0, 8));
		asm_ja(&cg->a, loop);
	}
	asm_place(&cg->a, tail); /* fewer than 8 bytes left */
	mov_imm(cg, R0, n);
	asm_place(&cg->a, loop);
	asm_jmp_reg(&cg->a, BPF_JGE, R3, R0, eq);
	E(I_MOV64_REG(R4, R1));
	E(I_ALU64_REG(BPF_ADD, R4, R3));
	E(I_LDX(BPF_B, R4, R4, 0));
	E(I_MOV64_REG(R5, R2));
	E(I_ALU64_REG(BPF_ADD, R5, R3));
	E(I_LDX(BPF_B, R5, R5, 0));
	asm_jmp_reg(&cg->a, BPF_JNE, R4, R5, diff);
	asm_jmp_imm(&cg->a, BPF_JEQ, R4, 0, eq);
	E(I_ALU64_IMM(BPF_ADD, R3, 1));
	asm_ja(&cg->a, loop);
	asm_place(&cg->a, diff);
	E(I_MOV64_REG(R0, R4));
	E(I_ALU64_REG(BPF_SUB, R0, R5));
	asm_ja(&cg->a, done);
	asm_place(&cg->a, eq);
	E(I_MOV64_IMM(R0, 0));
	asm_place(&cg->a, done);
}

/*
 * The bytes a comparison may read of string-like operand n: a string's
 * size; a char array's copy (cg_strval: its elements and a NUL, at most
 * strsize); strsize for a pointer's copy.
 */
static uint32_t strcmp_bound(const struct cg_state *cg, const struct node *n)
{
	uint32_t size = cg->cc->opts.strsize;

	if (type_is_string(n->ty))
		return n->ty->size;
	if (n->ty->kind == TY_ARRAY && n->ty->size < size)
		return n->ty->size + 1;
	return size;
}

/*
 * R0 = strcmp-like difference of two string expressions. A NULL string
 * compares as the empty string, as in DTrace (dtrace_strncmp() reads NULL
 * as a string of no characters): strtok("", "") == "" holds.
 */
static void cg_strcmp(struct cg_state *cg, struct node *a, struct node *b)
{
	bool nul = cg_str_may_null(a) || cg_str_may_null(b);
	uint32_t done = asm_label(&cg->a), both = asm_label(&cg->a), anul = asm_label(&cg->a), n;

	if (b->kind == NODE_STR && type_is_string(a->ty) && cg_has_helper(cg, BPF_FUNC_strncmp)) {
		cg_strval_or_null(cg, a);
		if (nul) { /* NULL: "" against the constant, 0 - its first byte */
			asm_jmp_imm(&cg->a, BPF_JNE, R0, 0, both);
			E(I_MOV64_IMM(R0, b->slen ? -(int32_t)(uint8_t)b->str[0] : 0));
			asm_ja(&cg->a, done);
			asm_place(&cg->a, both);
		}
		E(I_MOV64_REG(R1, R0));
		E(I_MOV64_IMM(R2, (int32_t)a->ty->size));
		asm_ld_map_value(&cg->a, R3, cg->m_strtab, b->ann->off);
		asm_call(&cg->a, BPF_FUNC_strncmp);
		asm_place(&cg->a, done);
		return;
	}
	cg_strval_or_null(cg, a);
	cg_push(cg, R0);
	cg_strval_or_null(cg, b);
	E(I_MOV64_REG(R2, R0));
	cg_pop(cg, R1);
	if (nul) { /* against "": the other's first byte decides */
		asm_jmp_imm(&cg->a, BPF_JEQ, R1, 0, anul);
		asm_jmp_imm(&cg->a, BPF_JNE, R2, 0, both);
		E(I_LDX(BPF_B, R0, R1, 0));            /* a string, NULL */
		asm_ja(&cg->a, done);
		asm_place(&cg->a, anul);
		E(I_MOV64_IMM(R0, 0));
		asm_jmp_imm(&cg->a, BPF_JEQ, R2, 0, done); /* NULL, NULL */
		E(I_LDX(BPF_B, R0, R2, 0));            /* NULL, a string */
		E(I_ALU64_IMM(BPF_NEG, R0, 0));
		asm_ja(&cg->a, done);
		asm_place(&cg->a, both);
	}
	n = strcmp_bound(cg, a);
	if (strcmp_bound(cg, b) < n)
		n = strcmp_bound(cg, b);
	strcmp_ptrs(cg, n);
	asm_place(&cg->a, done);
}

/*
 * R0 = R0 / R1 (or R0 % R1), signed, C's truncation toward zero, without
 * the signed BPF_DIV/BPF_MOD of newer kernels (v4 instructions, 6.6+):
 * divides the magnitudes and puts the signs back. Clobbers R2, R3.
 */
void cg_sdivmod(struct cg_state *cg, bool mod)
{
	E(I_MOV64_REG(R2, R0));
	E(I_ALU64_IMM(BPF_ARSH, R2, 63));
	E(I_MOV64_REG(R3, R1));
	E(I_ALU64_IMM(BPF_ARSH, R3, 63));
	E(I_ALU64_REG(BPF_XOR, R0, R2));
	E(I_ALU64_REG(BPF_SUB, R0, R2));
	E(I_ALU64_REG(BPF_XOR, R1, R3));
	E(I_ALU64_REG(BPF_SUB, R1, R3));
	E(I_ALU64_REG(mod ? BPF_MOD : BPF_DIV, R0, R1));
	/* negative if one operand is: the quotient, and the remainder too as DTrace's (19 % -5 is -4) */
	E(I_ALU64_REG(BPF_XOR, R2, R3));
	E(I_ALU64_REG(BPF_XOR, R0, R2));
	E(I_ALU64_REG(BPF_SUB, R0, R2));
}

/* R0 = R0 op R1 for an arithmetic or bitwise operator on type t. */
static void cg_arith_op(struct cg_state *cg, int op, const struct type *t)
{
	bool sg = t->is_signed;
	uint32_t ok;

	switch (op) {
	case TOK_PLUS: E(I_ALU64_REG(BPF_ADD, R0, R1)); break;
	case TOK_MINUS: E(I_ALU64_REG(BPF_SUB, R0, R1)); break;
	case TOK_STAR: E(I_ALU64_REG(BPF_MUL, R0, R1)); break;
	case TOK_SLASH:
	case TOK_PERCENT:
		ok = asm_label(&cg->a);
		asm_jmp_imm(&cg->a, BPF_JNE, R1, 0, ok);
		cg_fault_now(cg, FAULT_DIVZERO);
		asm_place(&cg->a, ok);
		if (sg)
			cg_sdivmod(cg, op == TOK_PERCENT);
		else
			E(I_ALU64_REG(op == TOK_SLASH ? BPF_DIV : BPF_MOD, R0, R1));
		break;
	case TOK_SHL: E(I_ALU64_REG(BPF_LSH, R0, R1)); break;
	case TOK_SHR: E(I_ALU64_REG(sg ? BPF_ARSH : BPF_RSH, R0, R1)); break;
	case TOK_AMP: E(I_ALU64_REG(BPF_AND, R0, R1)); break;
	case TOK_PIPE: E(I_ALU64_REG(BPF_OR, R0, R1)); break;
	case TOK_CARET: E(I_ALU64_REG(BPF_XOR, R0, R1)); break;
	default: BUG("bad arithmetic operator");
	}
	cg_norm(cg, R0, t);
}

static void cg_logical(struct cg_state *cg, struct node *n)
{
	uint32_t out = asm_label(&cg->a), done = asm_label(&cg->a);

	if (n->op == TOK_LXOR) {
		cg_cond(cg, n->a);
		E(I_MOV64_IMM(R1, 1));
		asm_jmp_imm(&cg->a, BPF_JNE, R0, 0, out);
		E(I_MOV64_IMM(R1, 0));
		asm_place(&cg->a, out);
		cg_push(cg, R1);
		cg_cond(cg, n->b);
		E(I_MOV64_IMM(R1, 1));
		asm_jmp_imm(&cg->a, BPF_JNE, R0, 0, done);
		E(I_MOV64_IMM(R1, 0));
		asm_place(&cg->a, done);
		cg_pop(cg, R0);
		E(I_ALU64_REG(BPF_XOR, R0, R1));
		return;
	}
	cg_cond(cg, n->a);
	asm_jmp_imm(&cg->a, n->op == TOK_LAND ? BPF_JEQ : BPF_JNE, R0, 0, out);
	cg_cond(cg, n->b);
	asm_jmp_imm(&cg->a, n->op == TOK_LAND ? BPF_JEQ : BPF_JNE, R0, 0, out);
	E(I_MOV64_IMM(R0, n->op == TOK_LAND ? 1 : 0));
	asm_ja(&cg->a, done);
	asm_place(&cg->a, out);
	E(I_MOV64_IMM(R0, n->op == TOK_LAND ? 0 : 1));
	asm_place(&cg->a, done);
}

static bool is_null(const struct node *n)
{
	return n->kind == NODE_INT && n->ival == 0;
}

/* R0 = 1 if string expression n is the NULL string, else 0 ("" is a string, not NULL). */
static void cg_str_is_null(struct cg_state *cg, struct node *n)
{
	uint32_t done = asm_label(&cg->a);

	cg_strval_or_null(cg, n);
	E(I_MOV64_REG(R1, R0));
	E(I_MOV64_IMM(R0, 1));
	asm_jmp_imm(&cg->a, BPF_JEQ, R1, 0, done);
	E(I_MOV64_IMM(R0, 0));
	asm_place(&cg->a, done);
}

/*
 * R0 = s + i, i + s or s - i, s a string: the address of its character i
 * (a char *, a number as any address in D; a NULL string's is i).
 */
static void str_offset(struct cg_state *cg, struct node *n)
{
	bool left = type_is_string(n->a->ty);
	uint32_t slot = cg_scratch(cg, 8);

	cg_expr(cg, left ? n->b : n->a);
	if (n->op == TOK_MINUS)
		E(I_ALU64_IMM(BPF_NEG, R0, 0));
	cg_push(cg, R0);
	cg_expr(cg, left ? n->a : n->b);
	E(I_STX(BPF_DW, R7, R0, (int16_t)slot)); /* through memory: a number from here on */
	E(I_LDX(BPF_DW, R0, R7, (int16_t)slot));
	cg_pop(cg, R1);
	E(I_ALU64_REG(BPF_ADD, R0, R1));
}

static void cg_binary(struct cg_state *cg, struct node *n)
{
	struct type *l = n->a->ty, *r = n->b->ty;
	int op = n->op;

	if (op == TOK_LAND || op == TOK_LOR || op == TOK_LXOR) {
		cg_logical(cg, n);
		return;
	}
	if (op == TOK_EQ || op == TOK_NE) { /* execname == "lit", either way round */
		struct node *lit = n->b->kind == NODE_STR ? n->b : n->a;

		if (lit->kind == NODE_STR && is_execname(cg, lit == n->b ? n->a : n->b) && cg_comm_eq(cg, lit)) {
			E(I_MOV64_IMM(R1, 0));
			cg_setcc(cg, op, false);
			return;
		}
	}
	if ((op == TOK_EQ || op == TOK_NE) && (type_is_string(l) || type_is_string(r)) &&
	    (is_null(n->a) || is_null(n->b))) {
		cg_str_is_null(cg, is_null(n->a) ? n->b : n->a);
		E(I_MOV64_IMM(R1, 1));
		cg_setcc(cg, op, false);
		return;
	}
	if (op >= TOK_LT && op <= TOK_NE && (type_is_string(l) || type_is_string(r))) {
		if (n->a->kind == NODE_STR)
			cg_strcmp(cg, n->b, n->a);
		else
			cg_strcmp(cg, n->a, n->b);
		E(I_MOV64_IMM(R1, 0));
		if (n->a->kind == NODE_STR) {
			/* operands were swapped: mirror the comparison */
			op = op == TOK_LT ? TOK_GT : op == TOK_GT ? TOK_LT : op == TOK_LE ? TOK_GE : op == TOK_GE ? TOK_LE : op;
		}
		E(I_ALU64_IMM(BPF_LSH, R0, 32));
		E(I_ALU64_IMM(BPF_ARSH, R0, 32));
		cg_setcc(cg, op, true);
		return;
	}
	if ((op == TOK_PLUS || op == TOK_MINUS) && (type_is_string(l) || type_is_string(r))) {
		str_offset(cg, n);
		return;
	}
	cg_expr(cg, n->a);
	cg_push(cg, R0);
	cg_expr(cg, n->b);
	E(I_MOV64_REG(R1, R0));
	cg_pop(cg, R0);
	if (op == TOK_EQ || op == TOK_NE || op == TOK_LT || op == TOK_LE || op == TOK_GT || op == TOK_GE) {
		bool sg = type_is_int(l) && type_is_int(r) && type_arith_common(cg->cc, &cg->ck->tt, l, r)->is_signed;

		cg_setcc(cg, op, sg);
		return;
	}
	if (type_is_ptr(l) && type_is_int(r) && l->to->size > 1)
		E(I_ALU64_IMM(BPF_MUL, R1, (int32_t)l->to->size));
	if (type_is_int(l) && type_is_ptr(r) && r->to->size > 1)
		E(I_ALU64_IMM(BPF_MUL, R0, (int32_t)r->to->size));
	if (type_is_ptr(l) && type_is_ptr(r)) {
		E(I_ALU64_REG(BPF_SUB, R0, R1));
		if (l->to->size > 1) {
			E(I_MOV64_IMM(R1, (int32_t)l->to->size));
			cg_sdivmod(cg, false);
		}
		return;
	}
	cg_arith_op(cg, op, n->ty);
}

static void cg_ternary(struct cg_state *cg, struct node *n)
{
	uint32_t els = asm_label(&cg->a), done = asm_label(&cg->a);

	cg_cond(cg, n->a);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, els);
	cg_expr(cg, n->b);
	asm_ja(&cg->a, done);
	asm_place(&cg->a, els);
	cg_expr(cg, n->c);
	asm_place(&cg->a, done);
}

static void cg_unary(struct cg_state *cg, struct node *n)
{
	uint32_t t;

	cg_expr(cg, n->a);
	switch (n->kind) {
	case NODE_NEG:
		E(I_ALU64_IMM(BPF_NEG, R0, 0));
		break;
	case NODE_BNOT:
		E(I_ALU64_IMM(BPF_XOR, R0, -1));
		break;
	case NODE_NOT:
		if (type_is_string(n->a->ty)) {
			t = asm_label(&cg->a);
			if (cg_str_may_null(n->a))
				asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, t);
			E(I_LDX(BPF_B, R0, R0, 0));
			asm_place(&cg->a, t);
		}
		t = asm_label(&cg->a);
		E(I_MOV64_REG(R1, R0));
		E(I_MOV64_IMM(R0, 1));
		asm_jmp_imm(&cg->a, BPF_JEQ, R1, 0, t);
		E(I_MOV64_IMM(R0, 0));
		asm_place(&cg->a, t);
		return;
	default:
		break;
	}
	cg_norm(cg, R0, n->ty);
}

/*
 * True if string expression n may be DTrace's NULL string when it runs: a
 * thread-local or associative array element never assigned (or assigned
 * NULL), a global or clause-local assigned NULL, strchr(), strrchr(),
 * strstr() or strtok() finding nothing. Its value is then 0.
 */
bool cg_str_may_null(const struct node *n)
{
	switch (n->kind) {
	case NODE_INT:
		return n->ival == 0;
	case NODE_TERNARY:
		return cg_str_may_null(n->b) || cg_str_may_null(n->c);
	case NODE_COMMA:
		return cg_str_may_null(n->b);
	case NODE_ASSIGN: /* (s = strtok(...)) != NULL: the value stored */
		return n->a->kind != NODE_AGG && n->ty && type_is_string(n->ty) && cg_str_may_null(n->b);
	case NODE_CALL:
		if (!n->ann || !n->ann->func)
			return false;
		switch (n->ann->func->id) {
		case FN_strchr: case FN_strrchr: case FN_strstr: case FN_strtok: case FN_json:
			return true;
		default:
			return false;
		}
	case NODE_IDENT:
	case NODE_SELFVAR:
	case NODE_THISVAR:
	case NODE_INDEX:
		return n->ann && n->ann->kind == ANN_VAR && n->ty && type_is_string(n->ty);
	default:
		return false;
	}
}

/* A NULL string used as a string: the fault DTrace reports, at address 0. */
static void fault_if_null(struct cg_state *cg)
{
	uint32_t ok = asm_label(&cg->a);

	asm_jmp_imm(&cg->a, BPF_JNE, R0, 0, ok);
	cg_fault_now(cg, FAULT_BADADDR);
	asm_place(&cg->a, ok);
}

/* R0 = the string value of n, or 0 for a NULL string (which is not a fault here). */
void cg_strval_or_null(struct cg_state *cg, struct node *n)
{
	if (n->kind == NODE_INT && n->ival == 0)
		E(I_MOV64_IMM(R0, 0));
	else if (type_is_string(n->ty))
		cg_expr(cg, n);
	else
		cg_strval(cg, n);
}

/*
 * R0 = a pointer to the value of string-like expression n (string, char *,
 * char[]); a NULL string faults (address 0), as in DTrace.
 */
void cg_strval(struct cg_state *cg, struct node *n)
{
	uint32_t size = cg->cc->opts.strsize;

	cg_expr(cg, n);
	if (type_is_string(n->ty)) {
		if (cg_str_may_null(n))
			fault_if_null(cg);
		return;
	}
	if (type_is_ptr(n->ty) || type_is_int(n->ty)) {
		bool user = n->ty->kind == TY_PTR && n->ty->userland;

		if (n->ty->kind == TY_ARRAY && n->ty->size < size)
			size = n->ty->size + 1;
		/* room for a whole string: string operations may read strsize bytes of it */
		cg_copy_str(cg, cg_scratch(cg, cg->cc->opts.strsize), size, user, true);
		return;
	}
	cc_error(cg->cc, n->pos, D_CG_EXPR, "cannot convert %s to a string", type_str(n->ty));
}

/* ---- variables ---- */

/*
 * Writes the stack the key expression of type st records (its own kind
 * and depth) into a key of type kt at scratch off. A key of a user
 * stack's layout has the depth beside the pid, and a kernel stack in one
 * is marked where the pid would be (prog.h's STACK_KEY_WORD).
 */
static void cg_stack_key(struct cg_state *cg, const struct type *st, const struct type *kt, uint32_t off)
{
	uint32_t depth = st->n < kt->n ? st->n : kt->n;

	if (kt->userland && !st->userland) {
		asm_ld_imm64(&cg->a, R0, STACK_KEY_WORD(depth, true));
		E(I_STX(BPF_DW, R7, R0, (int16_t)off));
		cg_stack_into(cg, off + 8, depth, false);
		return;
	}
	cg_stack_into(cg, off, depth, st->userland);
	if (st->userland) /* the pid's upper half (a walk that missed went elsewhere) */
		E(I_ST(BPF_W, R7, (int16_t)(off + 4), (int32_t)depth));
}

void cg_build_key(struct cg_state *cg, struct node *keys, struct type **ktypes, uint32_t key_off, uint32_t size)
{
	uint32_t off = 0, i = 0;

	for (uint32_t z = 0; z < size; z += 8)
		E(I_ST(BPF_DW, R7, (int16_t)(key_off + z), 0));
	for (struct node *k = keys; k; k = k->next, i++) {
		struct type *kt = ktypes[i];
		uint32_t ksz = ALIGN_UP(check_value_size(kt), 8);

		if (kt->kind == TY_STACK) {
			cg_stack_key(cg, k->ty->kind == TY_STACK ? k->ty : kt, kt, key_off + off);
		} else if (type_is_string(kt) && kt->size >= 16 && is_execname(cg, k)) {
			/* @[execname]: the comm straight into the key, zero-padded, with no copy */
			cg_current_comm(cg, key_off + off);
		} else if (type_is_string(kt)) {
			cg_strval(cg, k);
			cg_store_str(cg, R7, key_off + off, kt->size);
		} else if (is_bytes(kt) || kt->kind == TY_ARRAY) { /* an array other than char's: its elements */
			cg_sou_to_scratch(cg, k, key_off + off);
		} else {
			cg_expr(cg, k);
			cg_norm(cg, R0, kt);
			store_value(cg, kt, key_off + off);
		}
		off += ksz;
	}
}

/* Builds the key of a thread-local or associative lookup; returns (map, key offset). */
static uint32_t dyn_key(struct cg_state *cg, struct node *lv, struct var *v, uint32_t *map)
{
	uint32_t key;

	if (v->scope == VAR_TLS) {
		*map = cg->m_tls;
		if (cg->tls_keyed == v) /* built by the predicate's read, which always runs */
			return cg->tls_key_off;
		key = cg_scratch(cg, sizeof(struct tls_key));
		cg_task_pid_tgid(cg);
		E(I_STX(BPF_W, R7, R0, (int16_t)(key + offsetof(struct tls_key, tid))));
		E(I_ST(BPF_W, R7, (int16_t)(key + offsetof(struct tls_key, var)), (int32_t)v->id));
		if (cg->tls_arm == v) {
			cg->tls_keyed = v;
			cg->tls_key_off = key;
			cg->tmp_keep = cg->tmp_cur;
		}
		return key;
	}
	key = cg_scratch(cg, v->key_size);
	if (v->tls) { /* self->name[keys]: the thread, then the keys */
		cg_build_key(cg, lv->list, v->keys, key + 8, v->key_size - 8);
		cg_task_pid_tgid(cg);
		E(I_STX(BPF_DW, R7, R0, (int16_t)key));
	} else {
		cg_build_key(cg, lv->list, v->keys, key, v->key_size);
	}
	*map = v->map;
	return key;
}

/*
 * Scalar thread-locals in task-local storage (MAPR_TSTORE, where the host
 * says the kernel has it): R0 = the current thread's value of the map, or
 * NULL if it has none and it is not created. It is created if create, and
 * the u64 at scratch offset create_if (unless negative) is nonzero.
 */
static void tstore_get(struct cg_state *cg, bool create, int32_t create_if)
{
	uint32_t keep = asm_label(&cg->a);

	asm_call(&cg->a, BPF_FUNC_get_current_task_btf);
	E(I_MOV64_REG(R2, R0));
	asm_ld_map(&cg->a, R1, cg->m_tstore);
	E(I_MOV64_IMM(R3, 0));
	if (create && create_if >= 0) {
		E(I_LDX(BPF_DW, R4, R7, (int16_t)create_if));
		asm_jmp_imm(&cg->a, BPF_JEQ, R4, 0, keep);
	}
	E(I_MOV64_IMM(R4, create ? BPF_LOCAL_STORAGE_GET_F_CREATE : 0));
	asm_place(&cg->a, keep);
	asm_call(&cg->a, BPF_FUNC_task_storage_get);
}

static bool tstored(const struct cg_state *cg, const struct var *v)
{
	return v->scope == VAR_TLS && cg->tls_slot && cg->tls_slot[v->id];
}

/* R0 = v, a thread-local in task storage. */
/*
 * R0 = the current thread's value, or NULL: from the clause's predicate's
 * lookup (cg->tstore_ptr, kept on the stack) if there is one, else looked
 * up (created as tstore_get says).
 */
static void tstore_ptr(struct cg_state *cg, bool create, int32_t create_if)
{
	if (cg->tstore_ptr)
		E(I_LDX(BPF_DW, R0, FP, cg->tstore_ptr));
	else
		tstore_get(cg, create, create_if);
}

static void tstore_load(struct cg_state *cg, const struct var *v)
{
	uint32_t done = asm_label(&cg->a);

	tstore_ptr(cg, false, 0);
	if (cg->tls_arm == v && !cg->tstore_ptr)
		/* the predicate is this read: its lookup serves the clause's body too */
		cg->tstore_ptr = cg_push(cg, R0);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, done);
	E(I_LDX(BPF_DW, R0, R0, (int16_t)(8 * (cg->tls_slot[v->id] - 1))));
	asm_place(&cg->a, done);
}

/*
 * v = R0 (a canonical integer), v in task storage. A thread's value is
 * created by its first store of nonzero, and then kept until it exits
 * (storing 0 writes 0); a thread with none reads 0.
 */
static void tstore_store(struct cg_state *cg, const struct var *v, bool zero)
{
	uint32_t done = asm_label(&cg->a), have = asm_label(&cg->a), val;
	int16_t off = (int16_t)(8 * (cg->tls_slot[v->id] - 1));

	if (zero) {
		tstore_ptr(cg, false, 0);
		asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, done);
		E(I_ST(BPF_DW, R0, off, 0));
		asm_place(&cg->a, done);
		E(I_MOV64_IMM(R0, 0));
		return;
	}
	val = cg_scratch(cg, 8);
	E(I_STX(BPF_DW, R7, R0, (int16_t)val));
	if (cg->tstore_ptr) {
		tstore_ptr(cg, true, (int32_t)val);
		asm_jmp_imm(&cg->a, BPF_JNE, R0, 0, have);
	}
	tstore_get(cg, true, (int32_t)val);
	asm_jmp_imm(&cg->a, BPF_JNE, R0, 0, have);
	/* none, and none created: a drop if there was something to store */
	E(I_LDX(BPF_DW, R0, R7, (int16_t)val));
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, done);
	cg_count_state(cg, offsetof(struct rt_state, dyndrops));
	asm_ja(&cg->a, done);
	asm_place(&cg->a, have);
	E(I_LDX(BPF_DW, R1, R7, (int16_t)val));
	E(I_STX(BPF_DW, R0, R1, off));
	asm_place(&cg->a, done);
	E(I_LDX(BPF_DW, R0, R7, (int16_t)val));
}

/*
 * A variable's word at base + off. An instruction's offset is 16 bits:
 * past 32 KB of globals or clause-locals (a few kernel structs held in D
 * variables) the address is computed in dst (load) or R1 (store) instead.
 */
static void var_word_load(struct cg_state *cg, uint8_t dst, uint8_t base, uint32_t off)
{
	if (off <= INT16_MAX) {
		E(I_LDX(BPF_DW, dst, base, (int16_t)off));
		return;
	}
	E(I_MOV64_REG(dst, base));
	E(I_ALU64_IMM(BPF_ADD, dst, (int32_t)off));
	E(I_LDX(BPF_DW, dst, dst, 0));
}

/* Stores R0 in the word at base + off (R1 is clobbered past 32 KB). */
static void var_word_store(struct cg_state *cg, uint8_t base, uint32_t off)
{
	if (off <= INT16_MAX) {
		E(I_STX(BPF_DW, base, R0, (int16_t)off));
		return;
	}
	E(I_MOV64_REG(R1, base));
	E(I_ALU64_IMM(BPF_ADD, R1, (int32_t)off));
	E(I_STX(BPF_DW, R1, R0, 0));
}

/*
 * A string global or clause-local is its bytes at base + off (size bytes)
 * and then a word that is nonzero while it holds the NULL string (check.c
 * lays it out): R0 = the address of its bytes, or 0.
 */
static void str_var_load(struct cg_state *cg, uint8_t base, uint32_t off, uint32_t size)
{
	uint32_t nul = asm_label(&cg->a), done = asm_label(&cg->a);

	var_word_load(cg, R0, base, off + ALIGN_UP(size, 8));
	asm_jmp_imm(&cg->a, BPF_JNE, R0, 0, nul);
	E(I_MOV64_REG(R0, base));
	E(I_ALU64_IMM(BPF_ADD, R0, (int32_t)off));
	asm_ja(&cg->a, done);
	asm_place(&cg->a, nul);
	E(I_MOV64_IMM(R0, 0));
	asm_place(&cg->a, done);
}

/* Stores the string at R0, or the NULL string if R0 is 0, into base + off (str_var_load's layout). */
static void str_var_store(struct cg_state *cg, uint8_t base, uint32_t off, uint32_t size)
{
	uint32_t nul = asm_label(&cg->a), done = asm_label(&cg->a);

	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, nul);
	cg_store_str(cg, base, off, size);
	E(I_MOV64_IMM(R0, 0));
	var_word_store(cg, base, off + ALIGN_UP(size, 8));
	E(I_MOV64_REG(R0, base));
	E(I_ALU64_IMM(BPF_ADD, R0, (int32_t)off));
	asm_ja(&cg->a, done);
	asm_place(&cg->a, nul);
	E(I_MOV64_IMM(R0, 1));
	var_word_store(cg, base, off + ALIGN_UP(size, 8));
	E(I_MOV64_IMM(R0, 0));
	asm_place(&cg->a, done);
}

static void cg_var_load(struct cg_state *cg, struct node *n)
{
	struct var *v = n->ann->var;
	bool str = type_is_string(v->ty);
	uint32_t map, key, found, done, none;

	switch (v->scope) {
	case VAR_GLOBAL:
		if (str)
			str_var_load(cg, R8, v->off, v->ty->size);
		else
			var_word_load(cg, R0, R8, v->off);
		return;
	case VAR_THIS:
		if (str)
			str_var_load(cg, R7, cg->this_off + v->off, v->ty->size);
		else
			var_word_load(cg, R0, R7, cg->this_off + v->off);
		return;
	case VAR_TLS:
		if (!str && cg->tls_cached == v) {
			/* read by this firing's predicate, not stored to since */
			E(I_LDX(BPF_DW, R0, R7, (int16_t)cg->tls_cache_off));
			return;
		}
		if (tstored(cg, v)) {
			tstore_load(cg, v);
			goto loaded;
		}
		break;
	case VAR_ASSOC:
		break;
	}
	key = dyn_key(cg, n, v, &map);
	found = asm_label(&cg->a);
	done = asm_label(&cg->a);
	none = asm_label(&cg->a);
	cg_set_map(cg, map, none);
	cg_scratch_ptr(cg, R2, key);
	asm_call(&cg->a, BPF_FUNC_map_lookup_elem);
	asm_jmp_imm(&cg->a, BPF_JNE, R0, 0, found);
	asm_place(&cg->a, none);
	E(I_MOV64_IMM(R0, 0)); /* none: 0, or for a string the NULL string */
	asm_ja(&cg->a, done);
	asm_place(&cg->a, found);
	if (!str)
		E(I_LDX(BPF_DW, R0, R0, 0));
	asm_place(&cg->a, done);
loaded:
	if (!str && v->scope == VAR_TLS && cg->tls_arm == v) {
		cg->tls_cache_off = cg_scratch(cg, 8);
		cg->tmp_keep = cg->tmp_cur;
		E(I_STX(BPF_DW, R7, R0, (int16_t)cg->tls_cache_off));
		cg->tls_cached = v;
	}
	cg->tls_arm = NULL;
}

/*
 * Stores R0 (a canonical integer, or a string pointer) into the variable
 * lvalue n; zero: R0 is the constant 0 (a thread-local or array element
 * is then just deleted).
 */
static void cg_var_store(struct cg_state *cg, struct node *n, bool zero)
{
	struct var *v = n->ann->var;
	bool str = type_is_string(v->ty);
	uint32_t vsize = v->scope == VAR_TLS ? cg->ck->tls_val_size : ALIGN_UP(check_value_size(v->ty), 8);
	uint32_t map, key, val, del, done, drop, gone;

	if (v == cg->tls_cached)
		cg->tls_cached = NULL; /* later reads look again: a store of 0 deletes */
	if (!str)
		cg_norm(cg, R0, v->ty);
	if (tstored(cg, v)) {
		tstore_store(cg, v, zero);
		return;
	}
	if (zero && !str && v->scope != VAR_GLOBAL && v->scope != VAR_THIS) {
		/* storing 0 deletes: no value to keep, no update to try */
		gone = asm_label(&cg->a);
		key = dyn_key(cg, n, v, &map);
		cg_set_map(cg, map, gone);
		cg_scratch_ptr(cg, R2, key);
		asm_call(&cg->a, BPF_FUNC_map_delete_elem);
		asm_place(&cg->a, gone);
		E(I_MOV64_IMM(R0, 0));
		return;
	}
	if (v->scope == VAR_GLOBAL || v->scope == VAR_THIS) {
		uint8_t base = v->scope == VAR_GLOBAL ? R8 : R7;
		uint32_t off = v->scope == VAR_GLOBAL ? v->off : cg->this_off + v->off;

		if (str)
			str_var_store(cg, base, off, v->ty->size);
		else
			var_word_store(cg, base, off);
		return;
	}
	val = cg_scratch(cg, vsize);
	if (!str)
		E(I_STX(BPF_DW, R7, R0, (int16_t)val));
	cg_push(cg, R0);
	key = dyn_key(cg, n, v, &map);
	cg_pop(cg, R0);
	del = asm_label(&cg->a);
	done = asm_label(&cg->a);
	drop = asm_label(&cg->a);
	gone = asm_label(&cg->a);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, del); /* 0 (the NULL string too) deletes */
	if (str)
		cg_store_str(cg, R7, val, v->ty->size);
	cg_set_map(cg, map, drop);
	cg_scratch_ptr(cg, R2, key);
	cg_scratch_ptr(cg, R3, val);
	E(I_MOV64_IMM(R4, BPF_ANY));
	asm_call(&cg->a, BPF_FUNC_map_update_elem);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, done);
	asm_place(&cg->a, drop);
	cg_count_state(cg, offsetof(struct rt_state, dyndrops));
	asm_ja(&cg->a, done);
	asm_place(&cg->a, del);
	cg_set_map(cg, map, gone);
	cg_scratch_ptr(cg, R2, key);
	asm_call(&cg->a, BPF_FUNC_map_delete_elem);
	asm_place(&cg->a, gone);
	if (str) {
		uint32_t out = asm_label(&cg->a);

		E(I_MOV64_IMM(R0, 0));
		asm_ja(&cg->a, out);
		asm_place(&cg->a, done);
		cg_scratch_ptr(cg, R0, val);
		asm_place(&cg->a, out);
		return;
	}
	asm_place(&cg->a, done);
	E(I_LDX(BPF_DW, R0, R7, (int16_t)val));
}

/* The operator of each compound assignment: x += v is x = x + v. */
static const int assign_binop[TOK__COUNT] = {
	[TOK_ADD_ASSIGN] = TOK_PLUS, [TOK_SUB_ASSIGN] = TOK_MINUS, [TOK_MUL_ASSIGN] = TOK_STAR,
	[TOK_DIV_ASSIGN] = TOK_SLASH, [TOK_MOD_ASSIGN] = TOK_PERCENT, [TOK_SHL_ASSIGN] = TOK_SHL,
	[TOK_SHR_ASSIGN] = TOK_SHR, [TOK_AND_ASSIGN] = TOK_AMP, [TOK_XOR_ASSIGN] = TOK_CARET,
	[TOK_OR_ASSIGN] = TOK_PIPE,
};

/*
 * ---- struct, union and array values in D variables ----
 *
 * Such a variable's value is its bytes where the variable lives (the
 * globals value, the clause-locals in scratch, a thread-local's or an
 * associative array element's map value); an expression of its type is
 * the address of those bytes, as a string's is. Members and elements are
 * read and written there in place.
 */

/* The map value size of variable v: what a missing element reads as zeros from. */
static uint32_t dvar_value_size(const struct cg_state *cg, const struct var *v)
{
	return v->scope == VAR_TLS ? cg->ck->tls_val_size : ALIGN_UP(check_value_size(v->ty), 8);
}

/*
 * R0 = the address of the value of thread-local or associative array
 * element n. One that does not exist reads as zeros (the string table's)
 * if create is 0; else it is made, zero-filled, and where it cannot be
 * (the map is full) a dynamic variable drop is counted and control goes to
 * label create.
 */
static void dvar_elem_addr(struct cg_state *cg, struct node *n, uint32_t create)
{
	struct var *v = n->ann->var;
	uint32_t map, key = dyn_key(cg, n, v, &map);
	uint32_t found = asm_label(&cg->a), none = asm_label(&cg->a), drop = asm_label(&cg->a);

	cg_set_map(cg, map, create ? drop : none);
	cg_scratch_ptr(cg, R2, key);
	asm_call(&cg->a, BPF_FUNC_map_lookup_elem);
	asm_jmp_imm(&cg->a, BPF_JNE, R0, 0, found);
	if (!create) {
		asm_place(&cg->a, none);
		asm_ld_map_value(&cg->a, R0, cg->m_strtab, cg->zero_off);
		asm_place(&cg->a, found);
		return;
	}
	cg_set_map(cg, map, drop);
	cg_scratch_ptr(cg, R2, key);
	asm_ld_map_value(&cg->a, R3, cg->m_strtab, cg->zero_off);
	E(I_MOV64_IMM(R4, BPF_NOEXIST));
	asm_call(&cg->a, BPF_FUNC_map_update_elem);
	cg_set_map(cg, map, drop);
	cg_scratch_ptr(cg, R2, key);
	asm_call(&cg->a, BPF_FUNC_map_lookup_elem);
	asm_jmp_imm(&cg->a, BPF_JNE, R0, 0, found);
	asm_place(&cg->a, drop);
	cg_count_state(cg, offsetof(struct rt_state, dyndrops));
	asm_ja(&cg->a, create);
	asm_place(&cg->a, found);
}

/*
 * R0 = the address of D variable storage n (check_in_dvar): a variable, an
 * element, or a member or element of one; create as dvar_elem_addr() says.
 * An array index out of bounds faults (index out of bounds, with the index;
 * in an associative array's element, invalid address, with the address).
 */
static void cg_dvar_addr(struct cg_state *cg, struct node *n, uint32_t create)
{
	uint32_t ok;
	int16_t idx, base;

	if (n->ann && n->ann->kind == ANN_VAR) {
		struct var *v = n->ann->var;

		if (v->scope == VAR_GLOBAL) {
			E(I_MOV64_REG(R0, R8));
			E(I_ALU64_IMM(BPF_ADD, R0, (int32_t)v->off));
		} else if (v->scope == VAR_THIS) {
			cg_scratch_ptr(cg, R0, cg->this_off + v->off);
		} else {
			dvar_elem_addr(cg, n, create);
		}
		return;
	}
	cg_dvar_addr(cg, n->a, create);
	if (n->kind == NODE_MEMBER) {
		if (n->ann->off)
			E(I_ALU64_IMM(BPF_ADD, R0, (int32_t)n->ann->off));
		return;
	}
	base = cg_push(cg, R0);
	cg_expr(cg, n->list);
	ok = asm_label(&cg->a);
	/* &a[n], one past the end, is an address (nothing is read there) */
	asm_jmp_imm(&cg->a, BPF_JLE, R0, (int32_t)(n->a->ty->n - !(n->flags & NF_ADDROF)), ok);
	if (n->a->kind == NODE_INDEX && n->a->ann && n->a->ann->kind == ANN_VAR) {
		/* an associative array's element that is an array: the address outside it faults, as in DTrace */
		if (n->ty->size != 1)
			E(I_ALU64_IMM(BPF_MUL, R0, (int32_t)n->ty->size));
		E(I_LDX(BPF_DW, R1, FP, base));
		E(I_ALU64_REG(BPF_ADD, R0, R1));
		idx = cg_push(cg, R0);
		E(I_MOV64_IMM(R0, -1));
		fault_if_neg(cg, FAULT_BADADDR, idx);
	} else {
		idx = cg_push(cg, R0);
		E(I_MOV64_IMM(R0, -1));
		fault_if_neg(cg, FAULT_BADINDEX, idx);
	}
	cg->ntmp--;
	asm_place(&cg->a, ok);
	if (n->ty->size != 1)
		E(I_ALU64_IMM(BPF_MUL, R0, (int32_t)n->ty->size));
	cg_pop(cg, R1);
	E(I_ALU64_REG(BPF_ADD, R1, R0));
	E(I_MOV64_REG(R0, R1));
}

/* True if D variable storage n is in a thread-local's or associative array element's value. */
static bool dvar_is_elem(const struct node *n)
{
	while (!n->ann || n->ann->kind != ANN_VAR)
		n = n->a;
	return n->ann->var->scope == VAR_TLS || n->ann->var->scope == VAR_ASSOC;
}

/* The width of a load or store of t (a scalar, or a bit-field's unit), for BPF_LDX/STX. */
static uint8_t dvar_width(uint32_t size)
{
	return size == 1 ? BPF_B : size == 2 ? BPF_H : size == 4 ? BPF_W : BPF_DW;
}

/*
 * The bytes a bit-field member m is read and written through: the fewest
 * (1, 2, 4 or 8) that hold its bits, never more than its type's, so that
 * a bit-field of a D struct packed as DTrace packs them (check.c) stays
 * within the struct.
 */
static uint32_t bitfield_unit(const struct member *m)
{
	uint32_t bits = (uint32_t)m->bit_off + m->bit_size;

	return bits <= 8 ? 1 : bits <= 16 ? 2 : bits <= 32 ? 4 : 8;
}

/* R0 = the value of D variable part n at the address in R0 (a struct's, union's or array's: the address). */
static void dvar_load_at(struct cg_state *cg, struct node *n)
{
	const struct member *m = n->kind == NODE_MEMBER ? n->ann->member : NULL;

	if (type_is_byref(n->ty))
		return;
	if (m && m->bit_size) {
		uint32_t lsh = 64 - m->bit_off - m->bit_size;

		E(I_LDX(dvar_width(bitfield_unit(m)), R0, R0, 0));
		E(I_ALU64_IMM(BPF_LSH, R0, (int32_t)lsh));
		E(I_ALU64_IMM(n->ty->is_signed ? BPF_ARSH : BPF_RSH, R0, (int32_t)(lsh + m->bit_off)));
		return;
	}
	E(I_LDX(dvar_width(check_value_size(n->ty)), R0, R0, 0));
	cg_norm(cg, R0, n->ty);
}

/* R0 = the value of D variable part n. */
static void cg_dvar_load(struct cg_state *cg, struct node *n)
{
	cg_dvar_addr(cg, n, 0);
	dvar_load_at(cg, n);
}

/*
 * R0 = the address of struct, union or array value n: in D variable
 * storage, or in kernel or user memory (returns true for user memory).
 */
static bool cg_sou_addr(struct cg_state *cg, struct node *n)
{
	if (check_in_dvar(n)) {
		cg_dvar_addr(cg, n, 0);
		return false;
	}
	return cg_addr(cg, n);
}

/* Copies the bytes of struct, union or array value n to R1 + 0 (the address in stack slot dst). */
static void copy_sou(struct cg_state *cg, struct node *n, int16_t dst)
{
	bool user = cg_sou_addr(cg, n);
	int16_t slot = cg_push(cg, R0);

	E(I_LDX(BPF_DW, R1, FP, dst));
	E(I_MOV64_IMM(R2, (int32_t)n->ty->size));
	read_from_slot(cg, user, slot);
	cg_pop(cg, R0);
}

/* Copies the bytes of struct, union or array value n into scratch at off. */
static void cg_sou_to_scratch(struct cg_state *cg, struct node *n, uint32_t off)
{
	cg_scratch_ptr(cg, R0, off);
	copy_sou(cg, n, cg_push(cg, R0));
	cg->ntmp--;
}

/*
 * lhs = rhs, or lhs op= rhs, where lhs is a D variable or a part of one
 * whose value is its bytes (a struct or union copied whole, a string) or
 * a member or element (a scalar, a bit-field). R0 = the value stored.
 */
static void cg_dvar_store(struct cg_state *cg, struct node *n)
{
	struct node *lhs = n->a;
	struct type *t = lhs->ty;
	const struct member *m = lhs->kind == NODE_MEMBER ? lhs->ann->member : NULL;
	uint32_t skip = asm_label(&cg->a);
	int16_t val, addr;

	if (is_bytes(t) && n->b->kind == NODE_INT && n->b->ival == 0 && lhs->ann && lhs->ann->kind == ANN_VAR) {
		/* a thread-local or an element holding a struct: storing 0 deletes it */
		uint32_t map, key = dyn_key(cg, lhs, lhs->ann->var, &map);
		uint32_t gone = asm_label(&cg->a);

		cg_set_map(cg, map, gone);
		cg_scratch_ptr(cg, R2, key);
		asm_call(&cg->a, BPF_FUNC_map_delete_elem);
		asm_place(&cg->a, gone);
		E(I_MOV64_IMM(R0, 0));
		return;
	}
	if (is_bytes(t)) {
		uint32_t done = asm_label(&cg->a);

		cg_dvar_addr(cg, lhs, skip);
		copy_sou(cg, n->b, cg_push(cg, R0));
		cg_pop(cg, R0);
		if (dvar_is_elem(lhs)) { /* it may not have been made */
			asm_ja(&cg->a, done);
			asm_place(&cg->a, skip);
			E(I_MOV64_IMM(R0, 0));
		}
		asm_place(&cg->a, done);
		return;
	}
	if (type_is_string(t))
		cg_strval(cg, n->b);
	else
		cg_expr(cg, n->b);
	val = cg_push(cg, R0);
	cg_dvar_addr(cg, lhs, skip);
	addr = cg_push(cg, R0);
	if (type_is_string(t)) {
		E(I_MOV64_REG(R1, R0));
		E(I_MOV64_IMM(R2, (int32_t)t->size));
		E(I_LDX(BPF_DW, R3, FP, val));
		asm_call(&cg->a, BPF_FUNC_probe_read_kernel_str);
	} else {
		if (n->op != TOK_ASSIGN) {
			dvar_load_at(cg, lhs);
			E(I_LDX(BPF_DW, R1, FP, val));
			if (type_is_ptr(t) && t->to->size > 1)
				E(I_ALU64_IMM(BPF_MUL, R1, (int32_t)t->to->size));
			cg_arith_op(cg, assign_binop[n->op], t);
		} else {
			E(I_LDX(BPF_DW, R0, FP, val));
			cg_norm(cg, R0, t);
		}
		E(I_STX(BPF_DW, FP, R0, val));
		E(I_LDX(BPF_DW, R1, FP, addr));
		if (m && m->bit_size) {
			uint8_t w = dvar_width(bitfield_unit(m));
			uint64_t mask = (m->bit_size == 64 ? ~0ull : (1ull << m->bit_size) - 1) << m->bit_off;

			E(I_MOV64_REG(R2, R0));
			if (m->bit_off)
				E(I_ALU64_IMM(BPF_LSH, R2, m->bit_off));
			mov_imm(cg, R3, mask);
			E(I_ALU64_REG(BPF_AND, R2, R3));
			E(I_LDX(w, R0, R1, 0));
			mov_imm(cg, R3, ~mask);
			E(I_ALU64_REG(BPF_AND, R0, R3));
			E(I_ALU64_REG(BPF_OR, R0, R2));
			E(I_STX(w, R1, R0, 0));
		} else {
			E(I_STX(dvar_width(check_value_size(t)), R1, R0, 0));
		}
	}
	asm_place(&cg->a, skip);
	E(I_LDX(BPF_DW, R0, FP, val));
	cg->ntmp -= 2;
}

/*
 * Checks that the address in stack slot aslot, and the size bytes from it
 * (sslot: a stack slot holding the size, else the constant size), lie in
 * what this clause has alloca()'d so far; else jumps to bad. Leaves R0 =
 * the address's offset in the alloca space and R2 = the size, both at
 * most alloca_size for the verifier (the space has that much spare).
 */
static void alloca_bounds(struct cg_state *cg, int16_t aslot, int16_t sslot, uint32_t size, uint32_t bad)
{
	uint32_t tmp = cg_scratch(cg, 8);

	E(I_STX(BPF_DW, R7, R7, (int16_t)tmp)); /* the scratch base, read back as a number */
	E(I_LDX(BPF_DW, R1, R7, (int16_t)tmp));
	E(I_LDX(BPF_DW, R0, FP, aslot));
	E(I_ALU64_REG(BPF_SUB, R0, R1));
	E(I_ALU64_IMM(BPF_SUB, R0, (int32_t)(cg->alloca_off + 8)));
	asm_jmp_imm(&cg->a, BPF_JGT, R0, (int32_t)cg->alloca_size, bad); /* below the space wraps high */
	if (sslot)
		E(I_LDX(BPF_DW, R2, FP, sslot));
	else
		E(I_MOV64_IMM(R2, (int32_t)size));
	asm_jmp_imm(&cg->a, BPF_JGT, R2, (int32_t)cg->alloca_size, bad);
	E(I_MOV64_REG(R3, R0));
	E(I_ALU64_REG(BPF_ADD, R3, R2));
	E(I_LDX(BPF_DW, R1, R7, (int16_t)cg->alloca_off));
	asm_jmp_reg(&cg->a, BPF_JGT, R3, R1, bad);
}

/* True if the program declares a global D array (whose elements pointers may reach). */
static bool has_global_array(const struct cg_state *cg)
{
	for (const struct var *v = cg->ck->vars; v; v = v->next)
		if (v->scope == VAR_GLOBAL && v->ty && v->ty->kind == TY_ARRAY)
			return true;
	return false;
}

/*
 * If the address in the stack slot aslot lies in [lo, hi - size] from the
 * map value pointer in base, stores the value in vslot (size bytes) there
 * and jumps to done. The offset is taken as a number and added back to
 * base, bounded, for the verifier.
 */
static void store_in(struct cg_state *cg, uint8_t base, uint32_t lo, uint32_t hi, uint32_t size,
		     int16_t aslot, int16_t vslot, uint32_t done)
{
	uint32_t out = asm_label(&cg->a), tmp;

	if (hi < lo + size)
		return; /* nothing there to write */
	tmp = cg_scratch(cg, 8);
	E(I_STX(BPF_DW, R7, base, (int16_t)tmp)); /* the base, read back as a number */
	E(I_LDX(BPF_DW, R1, R7, (int16_t)tmp));
	E(I_LDX(BPF_DW, R0, FP, aslot));
	E(I_ALU64_REG(BPF_SUB, R0, R1));
	asm_jmp_imm(&cg->a, BPF_JLT, R0, (int32_t)lo, out);
	asm_jmp_imm(&cg->a, BPF_JGT, R0, (int32_t)(hi - size), out);
	E(I_MOV64_REG(R1, base));
	E(I_ALU64_REG(BPF_ADD, R1, R0));
	E(I_LDX(BPF_DW, R0, FP, vslot));
	E(I_STX(bpf_size[size], R1, R0, 0));
	asm_ja(&cg->a, done);
	asm_place(&cg->a, out);
}

/*
 * Stores the value in the stack slot vslot to the memory lvalue n, reached
 * through a pointer. Only D's own memory is written, as in DTrace: what
 * this clause has alloca()'d, or the global D arrays (&a[i]); any other
 * address faults (invalid address). R0 = the value stored.
 */
static void cg_mem_store_n(struct cg_state *cg, struct node *n, int16_t vslot, uint32_t size)
{
	uint32_t tmp, done = asm_label(&cg->a);
	uint32_t globals_end = CHECK_GLOBALS_RESERVED + cg->ck->nglobals_size;
	int16_t aslot;

	if (size != 1 && size != 2 && size != 4 && size != 8)
		cc_error(cg->cc, n->pos, D_CG_EXPR, "cannot store a value of %u bytes", size);
	cg_addr(cg, n);
	tmp = cg_scratch(cg, 8);
	E(I_STX(BPF_DW, R7, R0, (int16_t)tmp)); /* the address, read back as a number */
	E(I_LDX(BPF_DW, R0, R7, (int16_t)tmp));
	aslot = cg_push(cg, R0);
	if (cg->alloca_size) {
		uint32_t out = asm_label(&cg->a);

		alloca_bounds(cg, aslot, 0, size, out);
		E(I_MOV64_REG(R1, R7));
		E(I_ALU64_REG(BPF_ADD, R1, R0));
		E(I_LDX(BPF_DW, R0, FP, vslot));
		E(I_STX(bpf_size[size], R1, R0, (int16_t)(cg->alloca_off + 8)));
		asm_ja(&cg->a, done);
		asm_place(&cg->a, out);
	}
	if (has_global_array(cg))
		store_in(cg, R8, CHECK_GLOBALS_RESERVED, globals_end, size, aslot, vslot, done);
	E(I_MOV64_IMM(R0, -1));
	fault_if_neg(cg, FAULT_BADADDR, aslot);
	asm_place(&cg->a, done);
	cg->ntmp--;
	E(I_LDX(BPF_DW, R0, FP, vslot));
}

static void cg_mem_store(struct cg_state *cg, struct node *n, int16_t vslot)
{
	cg_mem_store_n(cg, n, vslot, n->ty->size);
}

/*
 * Stores the value in vslot into bit-field m of the memory lvalue n: the
 * bytes that hold it are read, its bits replaced, and written back. R0 =
 * the value as the bit-field holds it.
 */
static void cg_mem_bitfield_store(struct cg_state *cg, struct node *n, const struct member *m, int16_t vslot)
{
	uint32_t unit = bitfield_unit(m), lsh = 64 - m->bit_size;
	uint64_t mask = (m->bit_size == 64 ? ~0ull : (1ull << m->bit_size) - 1) << m->bit_off;

	cg_read_scalar(cg, unit, cg_addr(cg, n), NULL);
	mov_imm(cg, R3, ~mask);
	E(I_ALU64_REG(BPF_AND, R0, R3));
	E(I_LDX(BPF_DW, R2, FP, vslot));
	if (m->bit_off)
		E(I_ALU64_IMM(BPF_LSH, R2, m->bit_off));
	mov_imm(cg, R3, mask);
	E(I_ALU64_REG(BPF_AND, R2, R3));
	E(I_ALU64_REG(BPF_OR, R0, R2));
	cg_mem_store_n(cg, n, cg_push(cg, R0), unit);
	cg->ntmp--;
	E(I_LDX(BPF_DW, R0, FP, vslot));
	E(I_ALU64_IMM(BPF_LSH, R0, (int32_t)lsh));
	E(I_ALU64_IMM(n->ty->is_signed ? BPF_ARSH : BPF_RSH, R0, (int32_t)lsh));
}

/*
 * *p = s, p a string * into alloca()'d memory: the string's characters up
 * to its NUL (at most the string type's size) are copied there, as DTrace
 * stores a string; any other address faults. R0 = the string.
 */
static void cg_mem_str_store(struct cg_state *cg, struct node *n)
{
	uint32_t size = n->a->ty->size, bad = asm_label(&cg->a), ok = asm_label(&cg->a);
	int16_t sslot, dslot;

	cg_strval(cg, n->b);
	sslot = cg_push(cg, R0);
	cg_addr(cg, n->a);
	dslot = cg_push(cg, R0);
	if (!cg->alloca_size) {
		asm_ja(&cg->a, bad);
	} else {
		alloca_bounds(cg, dslot, 0, size, bad);
		E(I_MOV64_REG(R1, R7));
		E(I_ALU64_REG(BPF_ADD, R1, R0));
		E(I_ALU64_IMM(BPF_ADD, R1, (int32_t)(cg->alloca_off + 8)));
		E(I_LDX(BPF_DW, R3, FP, sslot));
		asm_call(&cg->a, BPF_FUNC_probe_read_kernel_str);
		fault_if_neg(cg, FAULT_BADADDR, sslot);
		asm_ja(&cg->a, ok);
	}
	asm_place(&cg->a, bad);
	E(I_MOV64_IMM(R0, -1));
	fault_if_neg(cg, FAULT_BADADDR, dslot);
	asm_place(&cg->a, ok);
	E(I_LDX(BPF_DW, R0, FP, sslot));
	cg->ntmp -= 2;
}

/*
 * Copies into alloca()'d memory at the address in stack slot dslot the
 * bytes at the address in slot aslot, of user memory or the kernel's: as
 * many as slot lslot holds, or size if lslot is 0; then jumps to ok. A
 * destination outside what this clause has alloca()'d jumps to bad; an
 * unreadable source faults with its address.
 */
static void alloca_read(struct cg_state *cg, int16_t dslot, int16_t lslot, uint32_t size, int16_t aslot,
			bool user, uint32_t bad, uint32_t ok)
{
	alloca_bounds(cg, dslot, lslot, size, bad);
	E(I_MOV64_REG(R1, R7));
	E(I_ALU64_REG(BPF_ADD, R1, R0));
	E(I_ALU64_IMM(BPF_ADD, R1, (int32_t)(cg->alloca_off + 8)));
	read_from_slot(cg, user, aslot);
	asm_ja(&cg->a, ok);
}

/*
 * alloca_read() where a destination outside what this clause has
 * alloca()'d faults with its address. Places label ok after it.
 */
static void alloca_copy(struct cg_state *cg, int16_t dslot, int16_t lslot, uint32_t size, int16_t aslot,
			bool user, uint32_t ok)
{
	uint32_t bad = asm_label(&cg->a);

	if (!cg->alloca_size || (!lslot && !size))
		asm_ja(&cg->a, bad);
	else
		alloca_read(cg, dslot, lslot, size, aslot, user, bad, ok);
	asm_place(&cg->a, bad);
	E(I_MOV64_IMM(R0, -1));
	fault_if_neg(cg, FAULT_BADADDR, dslot);
	asm_place(&cg->a, ok);
}

/*
 * *p = v, p->in = *q: a whole struct or union stored through a pointer
 * into alloca()'d memory, its bytes copied from wherever v lies; any
 * other address faults.
 */
static void cg_mem_sou_store(struct cg_state *cg, struct node *n)
{
	uint32_t size = n->a->ty->size, ok = asm_label(&cg->a);
	bool user = cg_sou_addr(cg, n->b);
	int16_t sslot = cg_push(cg, R0), dslot;

	cg_addr(cg, n->a);
	dslot = cg_push(cg, R0);
	alloca_copy(cg, dslot, 0, size, sslot, user, ok);
	E(I_LDX(BPF_DW, R0, FP, dslot));
	cg->ntmp -= 2;
}

/* lhs op= rhs with lhs in memory (*p, p->m, p[i], a[i] of a D array). */
static void cg_mem_assign(struct cg_state *cg, struct node *n, int op)
{
	struct type *t = n->a->ty;
	const struct member *m = n->a->ann && n->a->ann->kind == ANN_MEMBER ? n->a->ann->member : NULL;
	int16_t vslot;

	if (type_is_string(t)) {
		cg_mem_str_store(cg, n);
		return;
	}
	if (is_bytes(t)) {
		cg_mem_sou_store(cg, n);
		return;
	}
	cg_expr(cg, n->b);
	if (op) {
		cg_push(cg, R0);
		cg_load_mem(cg, n->a);
		cg_pop(cg, R1);
		if (type_is_ptr(t) && t->to->size > 1)
			E(I_ALU64_IMM(BPF_MUL, R1, (int32_t)t->to->size));
		cg_arith_op(cg, op, t);
	}
	cg_norm(cg, R0, t);
	vslot = cg_push(cg, R0);
	if (m && m->bit_size)
		cg_mem_bitfield_store(cg, n->a, m, vslot);
	else
		cg_mem_store(cg, n->a, vslot);
	cg->ntmp--;
}

static void cg_assign(struct cg_state *cg, struct node *n)
{
	struct type *vt;

	if (n->a->kind == NODE_AGG) {
		cg_agg_update(cg, n);
		return;
	}
	if (!check_in_dvar(n->a)) {
		cg_mem_assign(cg, n, n->op == TOK_ASSIGN ? 0 : assign_binop[n->op]);
		return;
	}
	if (!n->a->ann || n->a->ann->kind != ANN_VAR || is_bytes(n->a->ty)) {
		cg_dvar_store(cg, n);
		return;
	}
	vt = n->a->ann->var->ty;
	if (n->op != TOK_ASSIGN) {
		/* x op= v: x is read before v is evaluated, as DTrace does (i += i++ + ++i) */
		cg_var_load(cg, n->a);
		cg_push(cg, R0);
		cg_expr(cg, n->b);
		E(I_MOV64_REG(R1, R0));
		cg_pop(cg, R0);
		if (type_is_ptr(vt) && vt->to->size > 1)
			E(I_ALU64_IMM(BPF_MUL, R1, (int32_t)vt->to->size));
		cg_arith_op(cg, assign_binop[n->op], vt);
	} else if (type_is_string(vt)) {
		cg_strval_or_null(cg, n->b); /* a NULL string is stored as such */
	} else {
		cg_expr(cg, n->b);
	}
	cg_var_store(cg, n->a, n->op == TOK_ASSIGN && n->b->kind == NODE_INT && n->b->ival == 0);
}

/* ++ and -- on a member or element of a D variable: it is made if it does not exist. */
static void cg_dvar_incdec(struct cg_state *cg, struct node *n, int32_t step, bool post)
{
	struct node asg = { .kind = NODE_ASSIGN, .op = TOK_ADD_ASSIGN, .pos = n->pos, .ty = n->ty };
	struct node one = { .kind = NODE_INT, .pos = n->pos, .ival = step, .ty = n->ty };

	asg.a = n->a;
	asg.b = &one;
	if (type_is_ptr(n->ty))
		one.ival = step / (int32_t)n->ty->to->size; /* cg_dvar_store scales it back */
	cg_dvar_store(cg, &asg);
	if (post) {
		E(I_ALU64_IMM(BPF_ADD, R0, -step));
		cg_norm(cg, R0, n->ty);
	}
}

static void cg_incdec(struct cg_state *cg, struct node *n)
{
	bool inc = n->kind == NODE_PREINC || n->kind == NODE_POSTINC;
	bool post = n->kind == NODE_POSTINC || n->kind == NODE_POSTDEC;
	int32_t step = type_is_ptr(n->ty) ? (int32_t)n->ty->to->size : 1;

	if (!n->a->ann || n->a->ann->kind != ANN_VAR) {
		if (check_in_dvar(n->a)) {
			cg_dvar_incdec(cg, n, inc ? step : -step, post);
			return;
		}
		/* in memory, through a pointer */
		cg_load_mem(cg, n->a);
		cg_push(cg, R0);
		E(I_ALU64_IMM(BPF_ADD, R0, inc ? step : -step));
		cg_norm(cg, R0, n->ty);
		cg_mem_store(cg, n->a, cg_push(cg, R0));
		cg->ntmp--;
		cg_pop(cg, R1);
		if (post)
			E(I_MOV64_REG(R0, R1));
		return;
	}
	cg_var_load(cg, n->a);
	cg_push(cg, R0);
	E(I_ALU64_IMM(BPF_ADD, R0, inc ? step : -step));
	cg_var_store(cg, n->a, false);
	cg_pop(cg, R1);
	if (post)
		E(I_MOV64_REG(R0, R1));
}

/* ---- subroutines ---- */

/* Clamps reg into [0, max] (for the verifier, and for D's bounds). */
void cg_clamp(struct cg_state *cg, uint8_t reg, int32_t max)
{
	uint32_t ok = asm_label(&cg->a), lo = asm_label(&cg->a);

	asm_jmp_imm(&cg->a, BPF_JSGE, reg, 0, lo);
	E(I_MOV64_IMM(reg, 0));
	asm_place(&cg->a, lo);
	asm_jmp_imm(&cg->a, BPF_JSLE, reg, max, ok);
	E(I_MOV64_IMM(reg, max));
	asm_place(&cg->a, ok);
}

void cg_clamp_r0(struct cg_state *cg, int32_t max)
{
	cg_clamp(cg, R0, max);
}

/*
 * alloca(size): size bytes of the clause's alloca space, from its top,
 * zeroed (a failed bpf_probe_read_kernel from address 0 zeroes its
 * destination); the top moves up by size rounded to 8, as DTrace's does,
 * so alloca(0) is the top itself. More than the space holds is a fault
 * (out of scratch space). R0 = the address, as a number.
 */
/*
 * Reserves R0 bytes of the clause's alloca() space, zeroed: R0 = their
 * address (a number, as D's pointers are); beyond the space, the
 * out-of-scratch-space fault.
 */
static void cg_alloca_r0(struct cg_state *cg)
{
	uint32_t ns = asm_label(&cg->a), done = asm_label(&cg->a), skip = asm_label(&cg->a);
	int32_t max = (int32_t)cg->alloca_size;
	uint32_t tmp;
	int16_t sslot, tslot;

	asm_jmp_imm(&cg->a, BPF_JGT, R0, max, ns);
	sslot = cg_push(cg, R0);
	E(I_LDX(BPF_DW, R1, R7, (int16_t)cg->alloca_off));
	asm_jmp_imm(&cg->a, BPF_JGT, R1, max, ns);
	tslot = cg_push(cg, R1);
	E(I_ALU64_IMM(BPF_ADD, R0, 7));
	E(I_ALU64_IMM(BPF_AND, R0, -8));
	E(I_ALU64_REG(BPF_ADD, R0, R1));
	asm_jmp_imm(&cg->a, BPF_JGT, R0, max, ns);
	E(I_STX(BPF_DW, R7, R0, (int16_t)cg->alloca_off));
	E(I_LDX(BPF_DW, R2, FP, sslot));
	asm_jmp_imm(&cg->a, BPF_JEQ, R2, 0, skip);
	asm_jmp_imm(&cg->a, BPF_JGT, R2, max, ns); /* for the verifier: it knew, but from the slot */
	asm_jmp_imm(&cg->a, BPF_JGT, R1, max, ns);
	E(I_ALU64_REG(BPF_ADD, R1, R7));
	E(I_ALU64_IMM(BPF_ADD, R1, (int32_t)(cg->alloca_off + 8)));
	E(I_MOV64_IMM(R3, 0));
	asm_call(&cg->a, BPF_FUNC_probe_read_kernel);
	asm_place(&cg->a, skip);
	tmp = cg_scratch(cg, 8);
	E(I_STX(BPF_DW, R7, R7, (int16_t)tmp)); /* the scratch base, read back as a number */
	E(I_LDX(BPF_DW, R0, R7, (int16_t)tmp));
	E(I_LDX(BPF_DW, R1, FP, tslot));
	E(I_ALU64_REG(BPF_ADD, R0, R1));
	E(I_ALU64_IMM(BPF_ADD, R0, (int32_t)(cg->alloca_off + 8)));
	asm_ja(&cg->a, done);
	asm_place(&cg->a, ns);
	cg_fault_now(cg, FAULT_NOSCRATCH);
	asm_place(&cg->a, done);
	cg->ntmp -= 2;
}

static void cg_alloca(struct cg_state *cg, struct node *n)
{
	cg_expr(cg, n->list);
	cg_alloca_r0(cg);
}

/*
 * copyin(addr, size): size bytes of user memory into the clause's scratch
 * space, as DTrace's copyin() takes them from its scratch: the program may
 * write there (`this->s[4] = '\0'`), a size known only when the probe
 * fires is taken, and one beyond the space is the out-of-scratch-space
 * fault. A zero byte follows the copy where the space has room for it.
 */
static void cg_copyin(struct cg_state *cg, struct node *n)
{
	uint32_t ok = asm_label(&cg->a), bad = asm_label(&cg->a), nul = asm_label(&cg->a);
	int16_t aslot, sslot, dslot;

	if (n->list->next->kind == NODE_INT && (n->list->next->ival == 0 || n->list->next->ival > cg->alloca_size))
		cc_error(cg->cc, n->pos, D_CG_DYN, "copyin( ) size must be between 1 and the scratch space (%u bytes)",
			 cg->alloca_size);
	cg_expr(cg, n->list);
	aslot = cg_push(cg, R0);
	cg_expr(cg, n->list->next);
	sslot = cg_push(cg, R0);
	asm_jmp_imm(&cg->a, BPF_JGE, R0, (int32_t)cg->alloca_size, nul);
	E(I_ALU64_IMM(BPF_ADD, R0, 1)); /* room for the zero byte after the copy */
	asm_place(&cg->a, nul);
	cg_alloca_r0(cg);
	dslot = cg_push(cg, R0);
	E(I_LDX(BPF_DW, R2, FP, sslot));
	asm_jmp_imm(&cg->a, BPF_JEQ, R2, 0, ok);
	alloca_read(cg, dslot, sslot, 0, aslot, true, bad, ok);
	asm_place(&cg->a, bad); /* alloca_bounds() for the verifier: the space was just reserved */
	cg_fault_now(cg, FAULT_NOSCRATCH);
	asm_place(&cg->a, ok);
	E(I_LDX(BPF_DW, R0, FP, dslot));
	cg->ntmp -= 3;
}

/*
 * copyinto(addr, size, dest) (user memory) and bcopy(src, dest, size)
 * (kernel memory): size bytes into dest, which must lie in what this
 * clause has alloca()'d, else ERROR with dest's address; a bad source
 * address faults with its address.
 */
static void cg_copyinto(struct cg_state *cg, struct node *n)
{
	bool user = n->ann->func->id == FN_copyinto;
	struct node *addr = n->list, *size = user ? addr->next : addr->next->next;
	struct node *dest = user ? size->next : addr->next;
	uint32_t ok = asm_label(&cg->a);
	bool konst = size->kind == NODE_INT;
	int16_t aslot, sslot, dslot;

	if (konst && (size->ival == 0 || size->ival > 4096))
		cc_error(cg->cc, size->pos, D_CG_DYN, "%s( ) size must be between 1 and 4096", n->str);
	/* the arguments in their order: copyinto(addr, size, dest), bcopy(addr, dest, size) */
	cg_expr(cg, addr);
	aslot = cg_push(cg, R0);
	if (!user) {
		cg_expr(cg, dest);
		dslot = cg_push(cg, R0);
	}
	cg_expr(cg, size);
	sslot = cg_push(cg, R0);
	if (user) {
		cg_expr(cg, dest);
		dslot = cg_push(cg, R0);
	}
	E(I_LDX(BPF_DW, R2, FP, sslot));
	asm_jmp_imm(&cg->a, BPF_JEQ, R2, 0, ok);   /* nothing to copy */
	if (!user && cg->alloca_size && check_ptr_is_alloca(addr)) {
		/* a source in alloca()'d memory: as a load from it, within what was alloca()'d */
		uint32_t in = asm_label(&cg->a), bad = asm_label(&cg->a);

		alloca_bounds(cg, aslot, sslot, 0, bad);
		asm_ja(&cg->a, in);
		asm_place(&cg->a, bad);
		E(I_MOV64_IMM(R0, -1));
		fault_if_neg(cg, FAULT_BADADDR, aslot);
		asm_place(&cg->a, in);
	}
	alloca_copy(cg, dslot, sslot, 0, aslot, user, ok);
	cg->ntmp -= 3;
	E(I_MOV64_IMM(R0, 0));
}

/*
 * speculation(): the first of the nspec buffers no speculation holds,
 * taken with a compare-and-exchange (the runtime frees it when it has seen
 * its commit() or discard()); R0 = its id, index + 1, or 0 if all are in
 * use, as DTrace's (counted: failed speculations).
 */
static void cg_speculation(struct cg_state *cg)
{
	uint32_t loop = asm_label(&cg->a), next = asm_label(&cg->a), none = asm_label(&cg->a);
	uint32_t done = asm_label(&cg->a), key = cg_scratch(cg, 8);
	int16_t islot;

	if (!cg->nspec) {
		E(I_MOV64_IMM(R0, 0));
		return;
	}
	E(I_MOV64_IMM(R0, 0));
	islot = cg_push(cg, R0);
	asm_place(&cg->a, loop);
	E(I_LDX(BPF_DW, R0, FP, islot));
	asm_jmp_imm(&cg->a, BPF_JGE, R0, (int32_t)cg->nspec, none);
	E(I_STX(BPF_W, R7, R0, (int16_t)key));
	asm_ld_map(&cg->a, R1, cg->m_spec);
	cg_scratch_ptr(cg, R2, key);
	asm_call(&cg->a, BPF_FUNC_map_lookup_elem);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, next);
	E(I_MOV64_REG(R1, R0));
	E(I_MOV64_IMM(R0, 0));
	E(I_MOV64_IMM(R2, 1));
	E(((struct bpf_insn){ BPF_STX | BPF_DW | BPF_ATOMIC, R1, R2, 0, BPF_CMPXCHG }));
	asm_jmp_imm(&cg->a, BPF_JNE, R0, 0, next);
	E(I_LDX(BPF_DW, R0, FP, islot));
	E(I_ALU64_IMM(BPF_ADD, R0, 1));
	asm_ja(&cg->a, done);
	asm_place(&cg->a, next);
	E(I_LDX(BPF_DW, R0, FP, islot));
	E(I_ALU64_IMM(BPF_ADD, R0, 1));
	E(I_STX(BPF_DW, FP, R0, islot));
	asm_ja(&cg->a, loop);
	asm_place(&cg->a, none);
	cg_count_state(cg, offsetof(struct rt_state, specbusy));
	E(I_MOV64_IMM(R0, 0));
	asm_place(&cg->a, done);
	cg->ntmp--;
}

static void cg_subr(struct cg_state *cg, struct node *n)
{
	const struct func_def *fd = n->ann->func;
	uint32_t size = cg->cc->opts.strsize;

	if (cg_str_subr(cg, n) || cg_lock_subr(cg, n))
		return;
	switch (fd->id) {
	case FN_stringof:
		cg_strval(cg, n->list);
		break;
	case FN_copyinstr:
		if (n->list->next && n->list->next->kind == NODE_INT && (int64_t)n->list->next->ival < size)
			size = (uint32_t)n->list->next->ival + 1;
		cg_expr(cg, n->list);
		cg_copy_str(cg, cg_scratch(cg, cg->cc->opts.strsize), size, true, true);
		break;
	case FN_copyin:
		cg_copyin(cg, n);
		break;
	case FN_alloca:
		cg_alloca(cg, n);
		break;
	case FN_copyinto: case FN_bcopy:
		cg_copyinto(cg, n);
		break;
	case FN_func: case FN_sym: case FN_mod: case FN_ufunc: case FN_usym: case FN_umod: case FN_uaddr:
		cg_expr(cg, n->list); /* the address; its type says how it prints */
		break;
	case FN_rand:
		asm_call(&cg->a, BPF_FUNC_get_prandom_u32);
		break;
	case FN_getmajor: /* the kernel's dev_t: major in the high 12 bits of 32 (as io's b_edev) */
		cg_expr(cg, n->list);
		E(I_ALU32_IMM(BPF_RSH, R0, 20));
		break;
	case FN_getminor:
		cg_expr(cg, n->list);
		E(I_ALU64_IMM(BPF_AND, R0, 0xfffff));
		break;
	case FN_progenyof:
		cg_progenyof(cg, n->list);
		break;
	case FN___psargs:
		cg_task_psargs(cg, n->list);
		break;
	case FN_speculation:
		cg_speculation(cg);
		break;
	case FN_htons: case FN_ntohs: case FN_htonl: case FN_ntohl: case FN_htonll: case FN_ntohll:
		cg_expr(cg, n->list);
		E(((struct bpf_insn){ BPF_ALU | BPF_END | BPF_TO_BE, R0, 0, 0, (int32_t)n->ty->size * 8 }));
		break;
	default:
		cc_error(cg->cc, n->pos, D_CG_EXPR, "%s( ) is not supported here yet", fd->name);
	}
}

void cg_expr(struct cg_state *cg, struct node *n)
{
	struct srcpos saved = cg->a.cur;

	cg->a.cur = n->pos;
	switch (n->kind) {
	case NODE_INT:
		mov_imm(cg, R0, n->ival);
		break;
	case NODE_STR:
		asm_ld_map_value(&cg->a, R0, cg->m_strtab, n->ann->off);
		break;
	case NODE_IDENT:
	case NODE_SELFVAR:
	case NODE_THISVAR:
		if (n->ann->kind == ANN_BUILTIN)
			cg_builtin(cg, n, n->ann->builtin);
		else if (type_is_byref(n->ty) && !type_is_string(n->ty))
			cg_dvar_addr(cg, n, 0);
		else
			cg_var_load(cg, n);
		break;
	case NODE_INDEX:
		if (n->ann && n->ann->kind == ANN_BUILTIN)
			cg_builtin(cg, n, n->ann->builtin);
		else if (n->ann && n->ann->kind == ANN_VAR && type_is_byref(n->ty) && !type_is_string(n->ty))
			cg_dvar_addr(cg, n, 0);
		else if (n->ann && n->ann->kind == ANN_VAR)
			cg_var_load(cg, n);
		else if (check_in_dvar(n))
			cg_dvar_load(cg, n);
		else
			cg_load_mem(cg, n);
		break;
	case NODE_BINARY: cg_binary(cg, n); break;
	case NODE_ASSIGN: cg_assign(cg, n); break;
	case NODE_TERNARY: cg_ternary(cg, n); break;
	case NODE_COMMA:
		cg_expr(cg, n->a);
		cg_expr(cg, n->b);
		break;
	case NODE_UPLUS:
	case NODE_NEG:
	case NODE_NOT:
	case NODE_BNOT: cg_unary(cg, n); break;
	case NODE_MEMBER:
		if (n->a->kind == NODE_INDEX && n->a->ann && n->a->ann->kind == ANN_BUILTIN &&
		    n->a->ann->builtin == BI_FDS) {
			cg_fds_member(cg, n);
			break;
		}
		if (check_in_dvar(n))
			cg_dvar_load(cg, n);
		else
			cg_load_mem(cg, n);
		break;
	case NODE_DEREF:
	case NODE_PTRMEMBER: cg_load_mem(cg, n); break;
	case NODE_ADDROF:
		if (check_in_dvar(n->a)) { /* &a[i] of a global D array: a number, as any address is in D */
			uint32_t tmp;

			cg_dvar_addr(cg, n->a, 0);
			tmp = cg_scratch(cg, 8);
			E(I_STX(BPF_DW, R7, R0, (int16_t)tmp));
			E(I_LDX(BPF_DW, R0, R7, (int16_t)tmp));
		} else {
			cg_addr(cg, n->a);
		}
		break;
	case NODE_XLATE:
		if (n->ty->kind != TY_PTR)
			cc_error(cg->cc, n->pos, D_CG_EXPR, "cannot use a whole %s as a value", type_str(n->ty));
		cg_xlate(cg, n);
		break;
	case NODE_PREINC:
	case NODE_PREDEC:
	case NODE_POSTINC:
	case NODE_POSTDEC: cg_incdec(cg, n); break;
	case NODE_CAST:
		cg_expr(cg, n->b);
		if (type_is_int(n->ty) && n->b->ty && (type_is_ptr(n->b->ty) || type_is_string(n->b->ty))) {
			/*
			 * A pointer into scratch ((int64_t)curcpu, alloca()'s) made an
			 * integer: through memory, so that the verifier takes it as a
			 * number (it refuses shifts and most arithmetic on a pointer).
			 */
			uint32_t tmp = cg_scratch(cg, 8);

			E(I_STX(BPF_DW, R7, R0, (int16_t)tmp));
			E(I_LDX(BPF_DW, R0, R7, (int16_t)tmp));
		}
		cg_norm(cg, R0, n->ty);
		break;
	case NODE_STRINGOF: cg_strval(cg, n->a); break;
	case NODE_CALL: cg_subr(cg, n); break;
	default:
		cc_error(cg->cc, n->pos, D_CG_EXPR, "cannot generate code for %s", node_kind_name(n->kind));
	}
	cg->a.cur = saved;
}

/* ---- actions and records ---- */

static struct rec_action *rec_action_add(struct cg_state *cg, enum act_kind kind, struct srcpos pos)
{
	struct rec_desc *r = cg->rec;
	struct rec_action *act;

	r->acts = asm_grow(&cg->cc->arena, r->acts, sizeof(*r->acts) * r->nacts, sizeof(*r->acts) * (r->nacts + 1));
	act = &r->acts[r->nacts++];
	memset(act, 0, sizeof(*act));
	act->kind = kind;
	act->pos = pos;
	return act;
}

/* Appends a field to act; returns its scratch offset (data starts after the rec_hdr). */
static uint32_t rec_field_add(struct cg_state *cg, struct rec_action *act, enum field_kind kind, uint32_t size,
			      bool is_signed, const char *type)
{
	struct rec_field *f;
	uint32_t off = ALIGN_UP(cg->rec_size, 8);

	act->fields = asm_grow(&cg->cc->arena, act->fields, sizeof(*act->fields) * act->nfields,
			       sizeof(*act->fields) * (act->nfields + 1));
	f = &act->fields[act->nfields++];
	memset(f, 0, sizeof(*f));
	f->kind = kind;
	f->off = off;
	f->size = size;
	f->is_signed = is_signed;
	f->type = type;
	cg->rec_size = off + ALIGN_UP(size, 8);
	if (kind == FIELD_USTACK_RAW)
		cg->rec_ustack = off + 1;
	return cg->rec_off + (uint32_t)sizeof(struct rec_hdr) + off;
}

/* Stores R0 at scratch off as value type t: user symbols get the pid first. */
static void store_value(struct cg_state *cg, const struct type *t, uint32_t off)
{
	if (t->sym == FIELD_USYM || t->sym == FIELD_UMOD || t->sym == FIELD_UADDR) {
		E(I_STX(BPF_DW, R7, R0, (int16_t)(off + 8)));
		asm_call(&cg->a, BPF_FUNC_get_current_pid_tgid);
		E(I_ALU64_IMM(BPF_RSH, R0, 32));
	}
	E(I_STX(BPF_DW, R7, R0, (int16_t)off));
}

/*
 * copyinstr(addr[, len]) recorded: copied straight into the record, and
 * where that fails (a page the program cannot fault in: a tracepoint's,
 * or a uprobe's where the kernel has no sleepable programs) the string is
 * left to the consumer to read (struct rec_ustr), as DTrace's users expect
 * of a string that the process has simply not touched yet.
 */
static void record_copyinstr(struct cg_state *cg, struct rec_action *act, struct node *n, uint32_t size)
{
	uint32_t off, hdr, ok = asm_label(&cg->a), done = asm_label(&cg->a);
	uint32_t copy = size;
	int16_t slot;

	if (n->list->next && (int64_t)n->list->next->ival < size)
		copy = (uint32_t)n->list->next->ival + 1;
	off = rec_field_add(cg, act, FIELD_STRING, size, false, "string");
	act->fields[act->nfields - 1].deferred = true;
	hdr = off + ALIGN_UP(size, 8);
	cg->rec_size += sizeof(struct rec_ustr);
	cg_expr(cg, n->list);
	slot = cg_push(cg, R0);
	E(I_STX(BPF_DW, R7, R0, (int16_t)(hdr + offsetof(struct rec_ustr, addr))));
	cg_scratch_ptr(cg, R1, off);
	E(I_MOV64_IMM(R2, (int32_t)copy));
	E(I_LDX(BPF_DW, R3, FP, slot));
	cg_read_user(cg, true);
	asm_jmp_imm(&cg->a, BPF_JSGE, R0, 0, ok);
	E(I_ST(BPF_W, R7, (int16_t)(hdr + offsetof(struct rec_ustr, pc)), (int32_t)cg->a.n));
	E(I_ST(BPF_B, R7, (int16_t)off, 0));
	E(I_ST(BPF_H, R7, (int16_t)(hdr + offsetof(struct rec_ustr, deferred)), 1));
	E(I_ST(BPF_H, R7, (int16_t)(hdr + offsetof(struct rec_ustr, action)), (int32_t)cg->act_no));
	E(I_ST(BPF_W, R7, (int16_t)(hdr + offsetof(struct rec_ustr, len)), (int32_t)copy));
	asm_call(&cg->a, BPF_FUNC_get_current_pid_tgid); /* the address space copyinstr() reads */
	E(I_ALU64_IMM(BPF_RSH, R0, 32));
	E(I_STX(BPF_W, R7, R0, (int16_t)(hdr + offsetof(struct rec_ustr, pid))));
	asm_ja(&cg->a, done);
	asm_place(&cg->a, ok);
	E(I_ST(BPF_H, R7, (int16_t)(hdr + offsetof(struct rec_ustr, deferred)), 0));
	asm_place(&cg->a, done);
	cg->ntmp--;
}

/* Records the value of expression n as a field of act (integers widened to 8 bytes in place). */
static void cg_record_value(struct cg_state *cg, struct rec_action *act, struct node *n, bool as_string)
{
	struct type *t = n->ty;
	uint32_t off;

	if (t->kind == TY_ARRAY && type_is_charptr(t) && !check_in_dvar(n))
		as_string = true; /* a kernel char name[16]: traced as the string it holds */
	if (as_string || type_is_string(t)) {
		uint32_t size = type_is_string(t) ? t->size : cg->cc->opts.strsize;

		if (t->kind == TY_ARRAY && t->size + 1 < size)
			size = t->size + 1;
		if (n->kind == NODE_CALL && n->ann && n->ann->func && n->ann->func->id == FN_copyinstr &&
		    (!n->list->next || n->list->next->kind == NODE_INT)) {
			record_copyinstr(cg, act, n, size);
			return;
		}

		off = rec_field_add(cg, act, FIELD_STRING, size, false, "string");
		cg_strval(cg, n);
		cg_store_str(cg, R7, off, size);
		return;
	}
	if (type_is_ldouble(t)) {
		/* its 16 bytes, which trace() prints as DTrace prints a record of that size (as bytes) */
		off = rec_field_add(cg, act, FIELD_BYTES, t->size, true, type_str(t));
		act->fields[act->nfields - 1].is_float = true;
		cg_sou_to_scratch(cg, n, off);
		return;
	}
	if (t->kind == TY_FLOAT) { /* its bits, as DTrace records it: trace() prints them as an integer */
		off = rec_field_add(cg, act, FIELD_INT, t->size, true, type_str(t));
		act->fields[act->nfields - 1].is_float = true;
		cg_expr(cg, n);
		store_value(cg, t, off);
		return;
	}
	if (type_is_sou(t) || (t->kind == TY_ARRAY && check_in_dvar(n))) {
		/* its bytes, which trace() prints as tracemem() does */
		if (!t->size || t->size > 16384)
			cc_error(cg->cc, n->pos, D_TRACE_DYN, "cannot record %s: %u bytes, at most 16384", type_str(t),
				 t->size);
		off = rec_field_add(cg, act, FIELD_BYTES, t->size, false, type_str(t));
		act->fields[act->nfields - 1].is_sou = type_is_sou(t);
		cg_sou_to_scratch(cg, n, off);
		return;
	}
	if (!type_is_scalar(t))
		cc_error(cg->cc, n->pos, D_TRACE_DYN, "cannot record a value of type %s", type_str(t));
	if (t->sym)

		off = rec_field_add(cg, act, (enum field_kind)t->sym, check_value_size(t), false, type_str(t));
	else
		off = rec_field_add(cg, act, FIELD_INT, type_is_ptr(t) ? 8 : t->size, t->is_signed, type_str(t));
	cg_expr(cg, n);
	store_value(cg, t, off);
}

/*
 * After speculate(), commit() or discard() recorded the id in R0: an id
 * past nspec (or negative) is DTrace's illegal operation; 0 does nothing.
 */
static void spec_id_check(struct cg_state *cg)
{
	uint32_t ok = asm_label(&cg->a);

	asm_jmp_imm(&cg->a, BPF_JLE, R0, (int32_t)cg->cc->opts.nspec, ok);
	cg_fault_now(cg, FAULT_ILLOP);
	asm_place(&cg->a, ok);
}

/*
 * An integer or pointer printed by %A: a user address of the current
 * process, recorded with its pid as uaddr() records it, so that it prints
 * as module`function+0xoff.
 */
static void cg_record_uaddr(struct cg_state *cg, struct rec_action *act, struct node *n)
{
	uint32_t off = rec_field_add(cg, act, FIELD_UADDR, 16, false, "uintptr_t");

	cg_expr(cg, n);
	E(I_STX(BPF_DW, R7, R0, (int16_t)(off + 8)));
	asm_call(&cg->a, BPF_FUNC_get_current_pid_tgid);
	E(I_ALU64_IMM(BPF_RSH, R0, 32));
	E(I_STX(BPF_DW, R7, R0, (int16_t)off));
}

static void cg_printf(struct cg_state *cg, struct node *call, enum act_kind kind)
{
	struct rec_action *act = rec_action_add(cg, kind, call->pos);
	struct node *a = call->list->next;
	struct pfmt_iter it;
	struct pfmt_conv c;
	struct pfmt_err err;

	act->fmt = call->list->str;
	pfmt_init(&it, act->fmt);
	while (a && pfmt_next(&it, &c, &err) > 0) {
		if (!c.conv || c.conv == '%' || c.arg == PFMT_ARG_AGG)
			continue;
		if (c.width_star && a) {
			cg_record_value(cg, act, a, false);
			a = a->next;
		}
		if (c.prec_star && a) {
			cg_record_value(cg, act, a, false);
			a = a->next;
		}
		if (!a)
			break;
		if (c.conv == 'A' && !a->ty->sym && type_is_scalar(a->ty) && !type_is_string(a->ty))
			cg_record_uaddr(cg, act, a);
		else if (a->ty->kind == TY_STACK) /* %k: the frames, as a stack() action records them */
			cg_stack_field(cg, act, a->ty->n, a->ty->userland);
		else
			cg_record_value(cg, act, a, c.arg == PFMT_ARG_STRING);
		a = a->next;
	}
}

/*
 * ---- kernel stacks ----
 *
 * bpf_get_stack() starts with the frames of what called the program: the
 * program itself, bpf_trace_runN, __bpf_trace_<class> and __traceiter_<event>
 * for a raw tracepoint (the last only while the tracepoint has several
 * callbacks), a trampoline for fentry, perf_trace_<class> for a perf
 * tracepoint. The runtime writes this program's MAPR_KFRAMES row (prog.h)
 * before attaching it; kstack_flags() reads the frames above the probe
 * once and counts those to leave out, and stack(), stackdepth and caller
 * then ask bpf_get_stack() to skip that many, so all three agree. The
 * kernel zero-fills what it does not write of a buffer.
 *
 * A perf tracepoint on a system call is handed the registers the kernel
 * took from perf_syscall_enter/exit, except where the kernel hands it the
 * user registers saved at kernel entry (Debian 12's 6.1): there the
 * context has no kernel stack, bpf_get_stack() gives no frame, and the
 * current task's stack is walked instead (bpf_get_task_stack), whose
 * frames down to the one in perf_syscall_* (the row's range 1) are the
 * walker's and the tracing machinery's. KSTACK_TASK in the flags says so.
 */
#define KSTACK_MAX 127 /* the kernel's default perf_event_max_stack */
#define KSTACK_TASK (1 << 30) /* not a kernel flag: walk the current task's stack */
#define KSTACK_WALK 16        /* frames searched for perf_syscall_* in such a walk */

/* True if this program's kernel stacks may be the current task's walked (above). */
static bool kstack_may_walk(const struct cg_state *cg)
{
	/* bpf_get_task_stack() takes the task's BTF pointer */
	return cg->ap && cg->ap->prog_type == PROG_TRACEPOINT &&
	       cg_has_helper(cg, BPF_FUNC_get_current_task_btf);
}

/*
 * R0 = bytes of kernel stack written at scratch off (at most bytes), with
 * the flags in R4: the context's, or with KSTACK_TASK the current task's.
 */
static void kstack_call(struct cg_state *cg, uint32_t off, uint32_t bytes)
{
	uint32_t ctx, done = 0, flags;

	if (kstack_may_walk(cg)) {
		ctx = asm_label(&cg->a);
		done = asm_label(&cg->a);
		flags = cg_scratch(cg, 8);
		E(I_MOV64_REG(R1, R4));
		E(I_ALU64_IMM(BPF_AND, R1, KSTACK_TASK));
		asm_jmp_imm(&cg->a, BPF_JEQ, R1, 0, ctx);
		E(I_ALU64_IMM(BPF_XOR, R4, KSTACK_TASK));
		E(I_STX(BPF_DW, R7, R4, (int16_t)flags));
		asm_call(&cg->a, BPF_FUNC_get_current_task_btf);
		E(I_MOV64_REG(R1, R0));
		cg_scratch_ptr(cg, R2, off);
		E(I_MOV64_IMM(R3, (int32_t)bytes));
		E(I_LDX(BPF_DW, R4, R7, (int16_t)flags));
		asm_call(&cg->a, BPF_FUNC_get_task_stack);
		asm_ja(&cg->a, done);
		asm_place(&cg->a, ctx);
	}
	E(I_MOV64_REG(R1, R6));
	cg_scratch_ptr(cg, R2, off);
	E(I_MOV64_IMM(R3, (int32_t)bytes));
	asm_call(&cg->a, BPF_FUNC_get_stack);
	if (kstack_may_walk(cg))
		asm_place(&cg->a, done);
}

/* R0 = this program's row of MAPR_KFRAMES (key at scratch key), or to none. */
static void kframes_row(struct cg_state *cg, uint32_t key, uint32_t none)
{
	asm_ld_map(&cg->a, R1, cg->m_kframes);
	cg_scratch_ptr(cg, R2, key);
	asm_call(&cg->a, BPF_FUNC_map_lookup_elem);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, none);
}

/*
 * Where bpf_get_stack() gave no frame (R0 <= 0) and the row has a range
 * 1: the flags at scratch saved become KSTACK_TASK and the frames of the
 * current task's stack down to the first in that range, and the frames
 * right below them are read again at tmp. To none if none is in it.
 */
static void kstack_walk(struct cg_state *cg, uint32_t tmp, uint32_t key, uint32_t saved, uint32_t none)
{
	uint32_t walk = cg_scratch(cg, KSTACK_WALK * 8);
	uint32_t have = asm_label(&cg->a), found = asm_label(&cg->a);

	asm_jmp_imm(&cg->a, BPF_JSGT, R0, 0, have);
	kframes_row(cg, key, none);
	E(I_LDX(BPF_DW, R1, R0, (int16_t)(offsetof(struct kframes_row, hi) + 8)));
	asm_jmp_imm(&cg->a, BPF_JEQ, R1, 0, none);
	E(I_MOV64_IMM(R4, KSTACK_TASK));
	kstack_call(cg, walk, KSTACK_WALK * 8);
	kframes_row(cg, key, none);
	E(I_LDX(BPF_DW, R1, R0, (int16_t)(offsetof(struct kframes_row, lo) + 8)));
	E(I_LDX(BPF_DW, R2, R0, (int16_t)(offsetof(struct kframes_row, hi) + 8)));
	for (uint32_t i = 0; i < KSTACK_WALK; i++) {
		uint32_t next = asm_label(&cg->a);

		E(I_MOV64_IMM(R0, (int32_t)(i + 1)));
		E(I_LDX(BPF_DW, R3, R7, (int16_t)(walk + 8 * i)));
		asm_jmp_reg(&cg->a, BPF_JLT, R3, R1, next);
		asm_jmp_reg(&cg->a, BPF_JLT, R3, R2, found);
		asm_place(&cg->a, next);
	}
	asm_ja(&cg->a, none);
	asm_place(&cg->a, found);
	E(I_ALU64_IMM(BPF_OR, R0, KSTACK_TASK));
	E(I_STX(BPF_DW, R7, R0, (int16_t)saved));
	E(I_MOV64_REG(R4, R0));
	kstack_call(cg, tmp, KFRAMES_SCAN * 8);
	asm_place(&cg->a, have);
}

/* R0 = the flags for kstack_call() that leave out the tracing frames atop this program's kernel stacks. */
static void kstack_flags(struct cg_state *cg)
{
	const uint32_t n = KFRAMES_SCAN;
	uint32_t tmp = cg_scratch(cg, n * 8 + 16), key = tmp + n * 8, saved = key + 8;
	uint32_t none, done;

	if (cg->ap && (cg->ap->prog_type == PROG_PERF_EVENT || cg->ap->prog_type == PROG_KPROBE)) {
		E(I_MOV64_IMM(R0, 0)); /* the stack is the probe's registers': nothing above it */
		return;
	}
	none = asm_label(&cg->a);
	done = asm_label(&cg->a);
	if (!cg->kframes_made) {
		cg->m_kframes = cg_map(cg, "dt_kframes", MAPR_KFRAMES, BPF_MAP_TYPE_ARRAY, 4,
				       sizeof(struct kframes_row), cg->nprogs ? cg->nprogs : 1);
		cg->kframes_made = true;
	}
	E(I_ST(BPF_DW, R7, (int16_t)saved, 0));
	cg_patch_next(cg, CG_PATCH_PROG_INDEX);
	E(I_ST(BPF_W, R7, (int16_t)key, (int32_t)cg->prog_index));
	kframes_row(cg, key, none);
	E(I_LDX(BPF_DW, R4, R0, offsetof(struct kframes_row, skip)));
	E(I_ALU64_IMM(BPF_AND, R4, BPF_F_SKIP_FIELD_MASK));
	E(I_STX(BPF_DW, R7, R4, (int16_t)saved));
	/* the frames right below those always left out */
	kstack_call(cg, tmp, n * 8);
	if (kstack_may_walk(cg))
		kstack_walk(cg, tmp, key, saved, none);
	kframes_row(cg, key, none);
	E(I_MOV64_REG(R5, R0));
	E(I_LDX(BPF_DW, R0, R7, (int16_t)saved));
	/*
	 * each one in a range of the row is left out too, up to the first that
	 * is not; and that one's twin right below it, where 5.10's unwinder,
	 * coming out of the BPF frames, gives the tracepoint's call site twice
	 * (the site calls the tracepoint, never itself: a real caller differs)
	 */
	for (uint32_t i = 0; i < n; i++) {
		uint32_t glue = asm_label(&cg->a);

		E(I_LDX(BPF_DW, R3, R7, (int16_t)(tmp + 8 * i)));
		for (uint32_t r = 0; r < KFRAMES_NRANGES; r++) {
			uint32_t next = asm_label(&cg->a);

			E(I_LDX(BPF_DW, R4, R5, (int16_t)(offsetof(struct kframes_row, lo) + 8 * r)));
			asm_jmp_reg(&cg->a, BPF_JLT, R3, R4, next);
			E(I_LDX(BPF_DW, R4, R5, (int16_t)(offsetof(struct kframes_row, hi) + 8 * r)));
			asm_jmp_reg(&cg->a, BPF_JLT, R3, R4, glue);
			asm_place(&cg->a, next);
		}
		if (i + 1 < n) {
			asm_jmp_imm(&cg->a, BPF_JEQ, R3, 0, done);
			E(I_LDX(BPF_DW, R4, R7, (int16_t)(tmp + 8 * (i + 1))));
			asm_jmp_reg(&cg->a, BPF_JNE, R3, R4, done);
			E(I_ALU64_IMM(BPF_ADD, R0, 1));
		}
		asm_ja(&cg->a, done);
		asm_place(&cg->a, glue);
		E(I_ALU64_IMM(BPF_ADD, R0, 1));
	}
	asm_ja(&cg->a, done);
	asm_place(&cg->a, none);
	E(I_LDX(BPF_DW, R0, R7, (int16_t)saved));
	asm_place(&cg->a, done);
}

/*
 * A kretprobe runs after its function returned, from the registers of the
 * return: the stack starts in the caller. fexit's (the trampoline's return
 * address) and DTrace's start in the function, so the function is put on
 * top (bpf_get_func_ip: its address) - where fbt falls back to kprobes.
 */
static bool kstack_lacks_function(const struct cg_state *cg)
{
	const struct probe *prb = cg->ap && cg->ap->nprobes ? cg->ap->probes[0] : NULL;

	return prb && cg->ap->prog_type == PROG_KPROBE && strcmp(prb->prov, "fbt") == 0 &&
	       strcmp(prb->name, "return") == 0;
}

/*
 * R0 = the address of the kprobe's function: bpf_get_func_ip(), or where the
 * kernel lacks it (before 5.15) the function's address from the kernel's
 * symbols (0 if unknown).
 */
static void kprobe_func_ip(struct cg_state *cg)
{
	const struct cc_host *h = cg->cc->host;
	const struct probe *prb = cg->ap->probes[0];
	uint64_t addr = 0;
	struct type *ty = NULL;

	if (cg_has_helper(cg, BPF_FUNC_get_func_ip)) {
		E(I_MOV64_REG(R1, R6));
		asm_call(&cg->a, BPF_FUNC_get_func_ip);
		return;
	}
	if (!h || !h->kernel_sym ||
	    h->kernel_sym(cg->cc, h->ctx, strcmp(prb->mod, "vmlinux") == 0 ? NULL : prb->mod, prb->func,
			  &addr, &ty) < 0)
		addr = 0;
	asm_ld_imm64(&cg->a, R0, addr);
}

void cg_kstack_get(struct cg_state *cg, uint32_t off, uint32_t frames)
{
	kstack_flags(cg);
	E(I_MOV64_REG(R4, R0));
	kstack_call(cg, off, frames * 8);
}

/* stackdepth: the frames stack() would print with no limit (up to KSTACK_MAX). */
static void cg_stackdepth(struct cg_state *cg)
{
	if (cg->ap->always_live) { /* BEGIN, END, ERROR: dtrace's own doing, no kernel stack of the trace */
		E(I_MOV64_IMM(R0, 0));
		return;
	}
	if (cg_task_kstack_depth(cg))
		return;
	cg_kstack_get(cg, cg_scratch(cg, KSTACK_MAX * 8), KSTACK_MAX);
	cg_clamp_r0(cg, KSTACK_MAX * 8);
	E(I_ALU64_IMM(BPF_RSH, R0, 3));
	if (kstack_lacks_function(cg))
		E(I_ALU64_IMM(BPF_ADD, R0, 1));
}

/* caller: the return address in the function that called the one the probe is in (frame 1). */
static void cg_caller(struct cg_state *cg)
{
	uint32_t off;

	if (cg_task_caller(cg))
		return;
	off = cg_scratch(cg, 16);
	cg_kstack_get(cg, off, 2);
	E(I_LDX(BPF_DW, R0, R7, (int16_t)(kstack_lacks_function(cg) ? off : off + 8)));
}

/* Writes a stack at scratch off: [pid,] depth frames, then a 0 after the last frame. */
void cg_stack_into(struct cg_state *cg, uint32_t off, uint32_t depth, bool user)
{
	if (cg_task_stack(cg, off, depth, user))
		return;
	if (!user && cg->ap->always_live) { /* as stackdepth: an empty stack */
		E(I_ST(BPF_DW, R7, (int16_t)off, 0));
		return;
	}
	if (!user) {
		E(I_ST(BPF_DW, R7, (int16_t)(off + depth * 8), 0));
		if (kstack_lacks_function(cg) && depth) {
			kprobe_func_ip(cg);
			E(I_STX(BPF_DW, R7, R0, (int16_t)off));
			off += 8;
			depth--;
		}
		if (depth)
			cg_kstack_get(cg, off, depth);
		return;
	}
	if (cg->ustack_miss && cg_ustack_walk(cg, off, depth, cg->ustack_miss))
		return;
	asm_call(&cg->a, BPF_FUNC_get_current_pid_tgid);
	E(I_ALU64_IMM(BPF_RSH, R0, 32));
	E(I_STX(BPF_DW, R7, R0, (int16_t)off));
	off += 8;
	E(I_MOV64_REG(R1, R6));
	cg_scratch_ptr(cg, R2, off);
	E(I_MOV64_IMM(R3, (int32_t)(depth * 8)));
	E(I_MOV64_IMM(R4, BPF_F_USER_STACK));
	asm_call(&cg->a, BPF_FUNC_get_stack);
	cg_clamp_r0(cg, (int32_t)(depth * 8));
	E(I_ALU64_IMM(BPF_AND, R0, ~7));
	E(I_ALU64_REG(BPF_ADD, R0, R7));
	E(I_ST(BPF_DW, R0, (int16_t)off, 0));
}

/*
 * ustack() as an action: the pid, the user registers at the probe
 * (bpf_task_pt_regs) and a copy of the stack from sp, for sym/unwind.c to
 * unwind through code without frame pointers (FIELD_USTACK_RAW). The copy
 * is all-or-nothing, so it is retried smaller near the top of a stack.
 */
static void cg_ustack_raw(struct cg_state *cg, struct rec_action *act, uint32_t depth)
{
	uint32_t off = rec_field_add(cg, act, FIELD_USTACK_RAW, 40 + CG_USTACK_COPY, false, "stack");
	uint32_t unwound = asm_label(&cg->a);

	act->fields[act->nfields - 1].depth = depth;
	if (cg_task_ustack_raw(cg, off))
		return;
	if (act->kind == ACT_USTACK) { /* unwound here where the tables can say (cg_ustack.c) */
		uint32_t raw = asm_label(&cg->a);

		if (cg_ustack_walk_raw(cg, off, depth, false, raw)) {
			asm_ja(&cg->a, unwound);
			asm_place(&cg->a, raw);
		}
	}
	cg_ustack_copy(cg, off);
	asm_place(&cg->a, unwound);
}

/* Records a stack of depth frames as act's next field: the kernel's, or the user's raw (unwound by the consumer). */
static void cg_stack_field(struct cg_state *cg, struct rec_action *act, uint32_t depth, bool user)
{
	uint32_t off;

	if (user) {
		cg_ustack_raw(cg, act, depth);
		return;
	}
	off = rec_field_add(cg, act, FIELD_STACK, depth * 8 + 8, false, "stack");
	act->fields[act->nfields - 1].depth = depth;
	cg_stack_into(cg, off, depth, false);
}

static void cg_stack(struct cg_state *cg, struct node *call, enum check_stack which)
{
	bool user = which != CHECK_STACK_KERNEL;
	struct rec_action *act = rec_action_add(cg, user ? ACT_USTACK : ACT_STACK, call->pos);
	uint32_t depth = call->list ? (uint32_t)call->list->ival : check_stack_depth(cg->cc, which);
	uint32_t size = depth * 8 + (user ? 8 : 0) + 8, off;

	if (user) {
		cg_ustack_raw(cg, act, depth);
		return;
	}

	off = rec_field_add(cg, act, user ? FIELD_USTACK : FIELD_STACK, size, false, "stack");
	act->fields[0].depth = depth;
	cg_stack_into(cg, off, depth, user);
}

/*
 * @a[..., ustack(), ...] = f(v): the stack must be unwound in userspace, and
 * a raw stack cannot be a map key (512 bytes at most), so the update goes
 * out as a record - the keys with the stack raw, then v and the increment -
 * that the consumer unwinds and applies to the aggregation's map (user/uagg.c).
 * The (last) raw stack is laid out at the end of the record, whatever its
 * place among the keys, so that the record is sent only as far as it is
 * used (rec_submit); its field keeps its place in the action's list.
 */
void cg_agg_record(struct cg_state *cg, struct node *assign, int16_t vslot, int16_t wslot)
{
	struct agg *g = assign->a->ann->agg;
	struct rec_action *act = rec_action_add(cg, ACT_AGGREC, assign->pos);
	const int16_t slots[2] = { vslot, wslot };
	struct node *last = NULL;
	uint32_t at = 0;

	act->aggs = ARENA_NEW(&cg->cc->arena, uint32_t);
	act->aggs[0] = g->id;
	act->naggs = 1;
	for (struct node *k = assign->a->list; k; k = k->next)
		if (k->ty->kind == TY_STACK && k->ty->userland)
			last = k;
	for (struct node *k = assign->a->list; k; k = k->next) {
		if (k == last) {
			at = act->nfields;
		} else if (k->ty->kind == TY_STACK && k->ty->userland) {
			cg_ustack_raw(cg, act, k->ty->n);
		} else if (k->ty->kind == TY_STACK) {
			uint32_t off = rec_field_add(cg, act, FIELD_STACK, k->ty->n * 8 + 8, false, "stack");

			act->fields[act->nfields - 1].depth = k->ty->n;
			cg_stack_into(cg, off, k->ty->n, false);
		} else {
			cg_record_value(cg, act, k, false);
		}
	}
	for (int i = 0; i < 2; i++) {
		uint32_t off = rec_field_add(cg, act, FIELD_INT, 8, true, "int64_t");

		if (slots[i])
			E(I_LDX(BPF_DW, R0, FP, slots[i]));
		else
			E(I_MOV64_IMM(R0, 0));
		E(I_STX(BPF_DW, R7, R0, (int16_t)off));
	}
	if (last) {
		struct rec_field f;

		cg_ustack_raw(cg, act, last->ty->n);
		f = act->fields[act->nfields - 1];
		memmove(&act->fields[at + 1], &act->fields[at],
			(act->nfields - 1 - at) * sizeof(*act->fields));
		act->fields[at] = f;
	}
}

/*
 * copyout(buf, addr, nbytes) and copyoutstr(str, addr, maxlen): write into
 * the process's memory (bpf_probe_write_user). The bytes are first copied
 * to scratch, which bounds the length for the verifier (strsize) and, for
 * copyoutstr, finds the string's end: it writes the string and its NUL,
 * at most maxlen bytes. A bad address is a fault (ERROR).
 */
static void cg_copyout(struct cg_state *cg, struct node *call, bool str)
{
	uint32_t room = cg->cc->opts.strsize, tmp = cg_scratch(cg, room);
	struct node *buf = call->list, *addr = buf->next, *len = addr->next;
	int16_t aslot, lslot;

	cg_expr(cg, addr);
	aslot = cg_push(cg, R0);
	cg_expr(cg, len);
	cg_clamp_r0(cg, (int32_t)room);
	lslot = cg_push(cg, R0);
	if (str || type_is_string(buf->ty))
		cg_strval(cg, buf);
	else
		cg_expr(cg, buf);
	E(I_MOV64_REG(R3, R0));
	cg_scratch_ptr(cg, R1, tmp);
	E(I_MOV64_IMM(R2, (int32_t)room));
	asm_call(&cg->a, str ? BPF_FUNC_probe_read_kernel_str : BPF_FUNC_probe_read_kernel);
	if (str) { /* R0 = the string's length + 1: write no more than that */
		uint32_t keep = asm_label(&cg->a);

		E(I_LDX(BPF_DW, R1, FP, lslot));
		asm_jmp_reg(&cg->a, BPF_JGE, R0, R1, keep);
		E(I_STX(BPF_DW, FP, R0, lslot));
		asm_place(&cg->a, keep);
	}
	E(I_LDX(BPF_DW, R0, FP, lslot));
	cg_clamp_r0(cg, (int32_t)room);
	E(I_MOV64_REG(R3, R0));
	{
		uint32_t none = asm_label(&cg->a);

		/* "< 1", not "== 0": older verifiers (6.1) learn no lower bound from
		 * JEQ, and bpf_probe_write_user's size may not be 0 */
		asm_jmp_imm(&cg->a, BPF_JLT, R3, 1, none);
		E(I_LDX(BPF_DW, R1, FP, aslot));
		cg_scratch_ptr(cg, R2, tmp);
		asm_call(&cg->a, BPF_FUNC_probe_write_user);
		fault_if_neg(cg, FAULT_BADADDR, aslot);
		asm_place(&cg->a, none);
	}
	cg->ntmp -= 2;
}

static void cg_agg_action(struct cg_state *cg, struct node *call, enum act_kind kind)
{
	struct rec_action *act = rec_action_add(cg, kind, call->pos);
	uint32_t n = 0;

	for (struct node *a = call->list; a; a = a->next) {
		if (a->kind == NODE_AGG) {
			act->aggs = asm_grow(&cg->cc->arena, act->aggs, sizeof(*act->aggs) * n, sizeof(*act->aggs) * (n + 1));
			act->aggs[n++] = a->ann->agg->id;
		} else if (kind == ACT_PRINTA && a == call->list) {
			act->fmt = a->str;
		} else {
			cg_record_value(cg, act, a, false);
		}
	}
	act->naggs = n;
}

/*
 * tracemem(addr, n [, d]): n bytes of kernel memory, dumped by the
 * printer; with d (computed at run time), only the first d of them, as
 * DTrace does (an 8-byte field after the bytes; d 0 or above n shows n).
 */
static void cg_tracemem(struct cg_state *cg, struct node *call)
{
	struct rec_action *act = rec_action_add(cg, ACT_TRACE, call->pos);
	struct node *dyn = call->list->next->next;
	uint32_t n = (uint32_t)call->list->next->ival;
	uint32_t off = rec_field_add(cg, act, FIELD_BYTES, n, false, "bytes");
	int16_t slot;

	if (dyn) {
		uint32_t doff = rec_field_add(cg, act, FIELD_INT, 8, false, "size_t");

		cg_expr(cg, dyn);
		E(I_STX(BPF_DW, R7, R0, (int16_t)doff));
	}

	cg_expr(cg, call->list);
	slot = cg_push(cg, R0);
	cg_scratch_ptr(cg, R1, off);
	E(I_MOV64_IMM(R2, (int32_t)n));
	E(I_LDX(BPF_DW, R3, FP, slot));
	asm_call(&cg->a, BPF_FUNC_probe_read_kernel);
	fault_if_neg(cg, FAULT_BADADDR, slot);
	cg->ntmp--;
}

/*
 * print(p) of a pointer to a struct or union: the pointer, then the bytes
 * of the struct it points to (a bad address faults), printed as DTrace on
 * Linux prints them (cg_print.c's deref layout).
 */
static void cg_print_deref(struct cg_state *cg, struct rec_action *act, struct node *p)
{
	struct type *st = p->ty->to;
	struct node *d = node_new(cg->cc, NODE_DEREF, p->pos);
	uint32_t poff, off;

	type_complete(cg->cc, st);
	if (!st->size || st->size > 16384)
		cc_error(cg->cc, p->pos, D_CG_DYN, "print( ) of %s: %u bytes, at most 16384", type_str(st), st->size);
	act->fmt = cg_print_layout_deref(cg, p->ty);
	poff = rec_field_add(cg, act, FIELD_INT, 8, false, type_str(p->ty));
	off = rec_field_add(cg, act, FIELD_BYTES, st->size, false, type_str(st));
	d->a = p;
	d->ty = st;
	cg_sou_to_scratch(cg, d, off); /* leaves R0 = the address it read from */
	E(I_STX(BPF_DW, R7, R0, (int16_t)poff));
}

/*
 * pcap(skb, protocol): the packet in a struct sk_buff, from the header
 * the protocol names (PCAP_ETHER: the link header, mac_header; PCAP_IP:
 * the network header; else where skb->data is), as Oracle's DTrace for
 * Linux captures it: up to pcapsize bytes of the linear part (what is in
 * page fragments is counted in the original length, not captured), with
 * the wall-clock time; the consumer writes a pcap record to a freopen()
 * file, else dumps the bytes as tracemem() does. An unreadable sk_buff
 * faults.
 */
static uint32_t skb_member_off(struct cg_state *cg, const char *name);

static void cg_pcap(struct cg_state *cg, struct node *call)
{
	struct rec_action *act = rec_action_add(cg, ACT_PCAP, call->pos);
	uint32_t psize = cg->cc->opts.pcapsize ? cg->cc->opts.pcapsize : 2048;
	uint32_t f_ts = rec_field_add(cg, act, FIELD_INT, 8, false, "uint64_t");
	uint32_t f_cap = rec_field_add(cg, act, FIELD_INT, 8, false, "uint64_t");
	uint32_t f_orig = rec_field_add(cg, act, FIELD_INT, 8, false, "uint64_t");
	uint32_t f_proto = rec_field_add(cg, act, FIELD_INT, 8, true, "int");
	uint32_t f_bytes = rec_field_add(cg, act, FIELD_BYTES, psize, false, "pcap");
	uint32_t o_head = skb_member_off(cg, "head"), o_data = skb_member_off(cg, "data");
	uint32_t o_len = skb_member_off(cg, "len"), o_tail = skb_member_off(cg, "tail");
	uint32_t o_mac = skb_member_off(cg, "mac_header"), o_net = skb_member_off(cg, "network_header");
	uint32_t data = asm_label(&cg->a), start = asm_label(&cg->a), net = asm_label(&cg->a);
	uint32_t fits = asm_label(&cg->a), some = asm_label(&cg->a), done = asm_label(&cg->a);
	int16_t skb, head;

	cg_expr(cg, call->list->next);
	E(I_STX(BPF_DW, R7, R0, (int16_t)f_proto));
	asm_call(&cg->a, BPF_FUNC_ktime_get_ns);
	E(I_LDX(BPF_DW, R1, R8, GLOBALS_WALLTIME_OFF));
	E(I_ALU64_REG(BPF_ADD, R0, R1));
	E(I_STX(BPF_DW, R7, R0, (int16_t)f_ts));
	E(I_ST(BPF_DW, R7, (int16_t)f_cap, 0));
	cg_expr(cg, call->list);
	skb = cg_push(cg, R0);
	E(I_MOV64_REG(R3, R0));
	E(I_ALU64_IMM(BPF_ADD, R3, (int32_t)o_head));
	cg_scratch_ptr(cg, R1, f_orig);                        /* a word to read into, for now */
	E(I_MOV64_IMM(R2, 8));
	asm_call(&cg->a, BPF_FUNC_probe_read_kernel);
	fault_if_neg(cg, FAULT_BADADDR, skb);
	E(I_LDX(BPF_DW, R0, R7, (int16_t)f_orig));
	head = cg_push(cg, R0);
	/* the header's offset from head: mac_header or network_header (~0: not set), else data's */
	E(I_LDX(BPF_DW, R1, R7, (int16_t)f_proto));
	asm_jmp_imm(&cg->a, BPF_JEQ, R1, 12, net);
	asm_jmp_imm(&cg->a, BPF_JNE, R1, 1, data);
	E(I_LDX(BPF_DW, R0, FP, skb));
	cg_kread(cg, 2, (int32_t)o_mac);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0xffff, data);
	asm_ja(&cg->a, start);
	asm_place(&cg->a, net);
	E(I_LDX(BPF_DW, R0, FP, skb));
	cg_kread(cg, 2, (int32_t)o_net);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0xffff, data);
	asm_ja(&cg->a, start);
	asm_place(&cg->a, data);
	E(I_LDX(BPF_DW, R0, FP, skb));
	cg_kread(cg, 8, (int32_t)o_data);
	E(I_LDX(BPF_DW, R1, FP, head));
	E(I_ALU64_REG(BPF_SUB, R0, R1));
	asm_place(&cg->a, start);                              /* R0: the header's offset */
	E(I_STX(BPF_DW, R7, R0, (int16_t)f_cap));              /* kept there meanwhile */
	/* the original length: skb->len, from data, plus what lies between the header and data */
	E(I_LDX(BPF_DW, R0, FP, skb));
	cg_kread(cg, 8, (int32_t)o_data);
	E(I_LDX(BPF_DW, R1, FP, head));
	E(I_ALU64_REG(BPF_SUB, R0, R1));
	E(I_LDX(BPF_DW, R1, R7, (int16_t)f_cap));
	E(I_ALU64_REG(BPF_SUB, R0, R1));
	E(I_STX(BPF_DW, R7, R0, (int16_t)f_orig));
	E(I_LDX(BPF_DW, R0, FP, skb));
	cg_kread(cg, 4, (int32_t)o_len);
	E(I_LDX(BPF_DW, R1, R7, (int16_t)f_orig));
	E(I_ALU64_REG(BPF_ADD, R0, R1));
	E(I_STX(BPF_DW, R7, R0, (int16_t)f_orig));
	/* captured: the linear part from the header (to tail), at most pcapsize and the packet */
	E(I_LDX(BPF_DW, R0, FP, skb));
	cg_kread(cg, 4, (int32_t)o_tail);
	E(I_LDX(BPF_DW, R1, R7, (int16_t)f_cap));
	E(I_ALU64_REG(BPF_SUB, R0, R1));
	E(I_LDX(BPF_DW, R1, R7, (int16_t)f_orig));
	asm_jmp_reg(&cg->a, BPF_JSLE, R0, R1, fits);
	E(I_MOV64_REG(R0, R1));
	asm_place(&cg->a, fits);
	cg_clamp_r0(cg, (int32_t)psize);
	E(I_MOV64_REG(R2, R0));
	E(I_LDX(BPF_DW, R3, R7, (int16_t)f_cap));
	E(I_STX(BPF_DW, R7, R2, (int16_t)f_cap));
	asm_jmp_imm(&cg->a, BPF_JNE, R2, 0, some);
	asm_ja(&cg->a, done);
	asm_place(&cg->a, some);
	E(I_LDX(BPF_DW, R1, FP, head));
	E(I_ALU64_REG(BPF_ADD, R3, R1));
	cg_scratch_ptr(cg, R1, f_bytes);
	asm_call(&cg->a, BPF_FUNC_probe_read_kernel);
	asm_jmp_imm(&cg->a, BPF_JSGE, R0, 0, done);
	E(I_ST(BPF_DW, R7, (int16_t)f_cap, 0));                /* unreadable: nothing captured */
	asm_place(&cg->a, done);
	cg->ntmp -= 2;
}

/*
 * print(expr): its value and a layout of its type (cg_print.c); a struct,
 * union or array is read whole from the memory it lies in (a bad address
 * faults), a scalar is recorded as trace() records it.
 */
static void cg_print(struct cg_state *cg, struct node *call)
{
	struct rec_action *act = rec_action_add(cg, ACT_PRINT, call->pos);
	struct node *n = call->list;
	struct type *t = n->ty;
	uint32_t off;

	if (t->kind == TY_PTR && t->to && type_is_sou(t->to)) {
		cg_print_deref(cg, act, n);
		return;
	}
	act->fmt = cg_print_layout(cg, t);
	if (!type_is_sou(t) && t->kind != TY_ARRAY) {
		cg_record_value(cg, act, n, false);
		return;
	}
	if (!t->size || t->size > 16384) /* task_struct: 3264 bytes on 6.18, 9792 on Debian's 6.1 */
		cc_error(cg->cc, n->pos, D_CG_DYN, "print( ) of %s: %u bytes, at most 16384", type_str(t), t->size);
	off = rec_field_add(cg, act, FIELD_BYTES, t->size, false, type_str(t));
	cg_sou_to_scratch(cg, n, off);
}

static void cg_action(struct cg_state *cg, struct node *call)
{
	const struct func_def *fd = call->ann->func;
	struct rec_action *act;

	switch (fd->id) {
	case FN_trace:
		act = rec_action_add(cg, ACT_TRACE, call->pos);
		cg_record_value(cg, act, call->list, false);
		break;
	case FN_printf:
		cg_printf(cg, call, ACT_PRINTF);
		break;
	case FN_system:
		cg_printf(cg, call, ACT_SYSTEM);
		break;
	case FN_freopen: /* a path that is not a constant format: as "%s" */
		if (call->list->kind == NODE_STR) {
			cg_printf(cg, call, ACT_FREOPEN);
		} else {
			act = rec_action_add(cg, ACT_FREOPEN, call->pos);
			act->fmt = "%s";
			cg_record_value(cg, act, call->list, true);
		}
		break;
	case FN_print:
		cg_print(cg, call);
		break;
	case FN_ftruncate:
		rec_action_add(cg, ACT_FTRUNCATE, call->pos);
		break;
	case FN_normalize: cg_agg_action(cg, call, ACT_NORMALIZE); break;
	case FN_denormalize: cg_agg_action(cg, call, ACT_DENORMALIZE); break;
	case FN_copyout:
	case FN_copyoutstr:
		cg_copyout(cg, call, fd->id == FN_copyoutstr);
		break;
	case FN_raise:
	case FN_stop:
		if (fd->id == FN_raise)
			cg_expr(cg, call->list);
		else
			E(I_MOV64_IMM(R0, 19)); /* SIGSTOP */
		E(I_MOV64_REG(R1, R0));
		asm_call(&cg->a, BPF_FUNC_send_signal);
		cg->rec_force = true; /* as in DTrace, the clause's probe is traced (its default line) */
		break;
	case FN_chill:
		cg_chill(cg, call);
		break;
	case FN_tracemem:
		cg_tracemem(cg, call);
		break;
	case FN_pcap:
		cg_pcap(cg, call);
		break;
	case FN_speculate:
		if (cg->rec->nacts)
			cc_error(cg->cc, call->pos, D_ACT_SPEC, "speculate( ) must precede the clause's data-recording actions");
		act = rec_action_add(cg, ACT_SPECULATE, call->pos);
		cg_record_value(cg, act, call->list, false);
		/* speculate(0) (speculation() found no buffer) ends the clause, tracing nothing */
		asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, cg->end_label);
		spec_id_check(cg);
		spec_too_big(cg);
		break;
	case FN_commit:
	case FN_discard:
		act = rec_action_add(cg, fd->id == FN_commit ? ACT_COMMIT : ACT_DISCARD, call->pos);
		cg_record_value(cg, act, call->list, false);
		spec_id_check(cg);
		break;
	case FN_setopt:
		act = rec_action_add(cg, ACT_SETOPT, call->pos);
		act->fmt = call->list->str;
		if (call->list->next)
			cg_record_value(cg, act, call->list->next, true);
		break;
	case FN_exit:
		act = rec_action_add(cg, ACT_EXIT, call->pos);
		cg_record_value(cg, act, call->list, false);
		if (cg->rec->acts[0].kind != ACT_SPECULATE) { /* draining: no probe acts but END, ERROR */
			E(I_ST(BPF_DW, R8, GLOBALS_LIVE_OFF, 2));
			cg->exit_before = true;
		}
		break;
	case FN_printa: cg_agg_action(cg, call, ACT_PRINTA); break;
	case FN_clear: cg_agg_action(cg, call, ACT_CLEAR); break;
	case FN_trunc: cg_agg_action(cg, call, ACT_TRUNC); break;
	case FN_stack: cg_stack(cg, call, CHECK_STACK_KERNEL); break;
	case FN_ustack: cg_stack(cg, call, CHECK_STACK_USER); break;
	/* a ustack() of jstackframes: Java's frames are named as any JIT's are (perf-PID.map) */
	case FN_jstack: cg_stack(cg, call, CHECK_STACK_JAVA); break;
	default:
		BUG("action without code generation");
	}
}

/*
 * True if n assigns a pointer to a variable: this->p = xlate <psinfo_t *>
 * (args[0]) points into the statement's scratch temporaries (the
 * translated struct), as (char *)stringof(x) does, and a later statement
 * may follow it.
 */
static bool stores_pointer(const struct node *n)
{
	if (!n)
		return false;
	if (n->kind == NODE_ASSIGN && n->ty && (type_is_ptr(n->ty) || n->ty->kind == TY_ARRAY))
		return true;
	if (stores_pointer(n->a) || stores_pointer(n->b) || stores_pointer(n->c))
		return true;
	for (const struct node *x = n->list; x; x = x->next)
		if (stores_pointer(x))
			return true;
	return false;
}

/* func(), sym(), mod(), ufunc(), usym(), umod(), uaddr() called alone: DTrace traces its value. */
static bool is_sym_stmt(const struct node *n)
{
	return n->kind == NODE_CALL && n->ann && n->ann->func && n->ann->func->id >= FN_func &&
	       n->ann->func->id <= FN_uaddr;
}

static void cg_stmt(struct cg_state *cg, struct node *s)
{
	uint32_t els, done;
	bool acts, aggs = false;

	cg->ntmp = cg->tstore_ptr ? 1 : 0; /* the predicate's task storage lookup stays */
	cg->a.cur = s->pos;
	switch (s->kind) {
	case NODE_BLOCK:
		for (struct node *x = s->list; x; x = x->next) {
			uint32_t mark = cg->tmp_cur;

			cg_stmt(cg, x);
			if (stores_pointer(x)) /* the pointer may be into x's temporaries */
				cg->tmp_keep = cg->tmp_cur;
			/* x's temporaries are dead: the next statement reuses their room */
			cg->tmp_cur = mark > cg->tmp_keep ? mark : cg->tmp_keep;
		}
		break;
	case NODE_EXPR_STMT:
		if (s->a->kind == NODE_CALL && s->a->ann->func->kind == FK_ACTION) {
			cg_action(cg, s->a);
		} else if (is_sym_stmt(s->a)) { /* func(a); ... uaddr(a); alone: traced, as DTrace's actions */
			struct rec_action *act = rec_action_add(cg, ACT_TRACE, s->a->pos);

			cg_record_value(cg, act, s->a, false);
		} else {
			cg_expr(cg, s->a);
		}
		break;
	case NODE_IF:
		acts = false;
		scan_stmt(s->b, &acts, &aggs);
		scan_stmt(s->c, &acts, &aggs);
		if (acts)
			rec_submit(cg, false);
		els = asm_label(&cg->a);
		done = asm_label(&cg->a);
		cg_cond(cg, s->a);
		asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, els);
		cg_stmt(cg, s->b);
		if (acts)
			rec_submit(cg, false);
		asm_ja(&cg->a, done);
		asm_place(&cg->a, els);
		if (s->c)
			cg_stmt(cg, s->c);
		if (acts)
			rec_submit(cg, false);
		asm_place(&cg->a, done);
		break;
	default:
		break;
	}
}

/* ---- clauses and programs ---- */

static void scan_stmt(const struct node *s, bool *acts, bool *aggs)
{
	if (!s)
		return;
	switch (s->kind) {
	case NODE_BLOCK:
		for (const struct node *x = s->list; x; x = x->next)
			scan_stmt(x, acts, aggs);
		break;
	case NODE_IF:
		scan_stmt(s->b, acts, aggs);
		scan_stmt(s->c, acts, aggs);
		break;
	case NODE_EXPR_STMT:
		if (s->a->kind == NODE_CALL && s->a->ann && s->a->ann->func->kind == FK_ACTION)
			*acts = true;
		if (is_sym_stmt(s->a))
			*acts = true;
		if (s->a->kind == NODE_ASSIGN && s->a->a->kind == NODE_AGG)
			*aggs = true;
		if (s->a->kind == NODE_ASSIGN && s->a->a->kind == NODE_AGG && s->a->a->ann &&
		    cg_agg_is_recorded(s->a->a->list))
			*acts = true; /* its update is a record */
		break;
	default:
		break;
	}
}

/*
 * The bits of ap's pdescs that clause c's descriptions hold (a split
 * copy's: those of the clause as written), but none if a probe of ap that
 * one of them matched is not the clause's: split_clauses gave that copy
 * other probes (pid$target:a.out:f: is checked once for the entry probes'
 * args and once for the return probes', on two points), and its probes
 * on ap are then told by id.
 */
static uint32_t clause_desc_bits(const struct cg_state *cg, const struct check_clause *c,
				 const struct attach_point *ap)
{
	const struct node *list = (c->orig ? c->orig : c)->node->list;
	uint32_t bits = 0;

	for (uint32_t k = 0; k < ap->npdescs; k++)
		for (const struct node *pd = list; pd; pd = pd->next)
			if (ap->pdescs[k] == pd)
				bits |= 1u << k;
	for (uint32_t i = 0; bits && i < ap->nprobes; i++)
		if ((ap->probes[i]->desc_mask & bits) && !ptrmap_get(&cg->in_clause, c, ap->probes[i]))
			return 0;
	return bits;
}

/*
 * Emits the probe guard: jumps to `skip` unless the probe is one of the
 * clause's. On a point with pdescs the clause's probes are those of its
 * descriptions' bits in the cookie's high half (the probes of libraries
 * loaded later included); otherwise, and for probes no bit covers, ids.
 */
static bool cg_guard(struct cg_state *cg, struct check_clause *c, uint32_t skip)
{
	struct attach_point *ap = cg->ap;
	uint32_t in = asm_label(&cg->a), nmatch = 0, nids = 0, bits = clause_desc_bits(cg, c, ap), all = 0;

	for (uint32_t k = 0; k < ap->npdescs; k++)
		all |= 1u << k;
	for (uint32_t i = 0; i < ap->nprobes; i++)
		if (ptrmap_get(&cg->in_clause, c, ap->probes[i])) {
			nmatch++;
			nids += !(ap->probes[i]->desc_mask & bits);
		}
	if (!nmatch && !bits)
		return false;
	if (ap->npdescs ? bits == all && !nids : nmatch == ap->nprobes)
		return true;
	if (bits) {
		E(I_LDX(BPF_W, R0, R7, SCR_PROBE_ID + 4));
		E(I_ALU64_IMM(BPF_AND, R0, (int32_t)bits));
		asm_jmp_imm(&cg->a, BPF_JNE, R0, 0, in);
	}
	if (nids)
		E(I_LDX(BPF_W, R0, R7, SCR_PROBE_ID));
	for (uint32_t i = 0; nids && i < ap->nprobes; i++)
		if (ptrmap_get(&cg->in_clause, c, ap->probes[i]) && !(ap->probes[i]->desc_mask & bits))
			asm_jmp_imm(&cg->a, BPF_JEQ, R0, (int32_t)ap->probes[i]->id, in);
	asm_ja(&cg->a, skip);
	asm_place(&cg->a, in);
	return true;
}

static void cg_fault_handler(struct cg_state *cg, uint32_t rec_id)
{
	uint32_t e = SCR_ERR + sizeof(struct rec_hdr);

	if (!cg->fault_used)
		return;
	asm_place(&cg->a, cg->fault_label);
	E(I_ST(BPF_W, R7, SCR_ERR + offsetof(struct rec_hdr, rec_id), (int32_t)REC_ID_ERROR));
	E(I_LDX(BPF_DW, R1, R7, SCR_PROBE_ID));
	E(I_STX(BPF_W, R7, R1, SCR_ERR + offsetof(struct rec_hdr, probe_id)));
	asm_call(&cg->a, BPF_FUNC_get_smp_processor_id);
	E(I_STX(BPF_W, R7, R0, SCR_ERR + offsetof(struct rec_hdr, cpu)));
	if (rec_id != REC_ID_ERROR)
		cg_patch_next(cg, CG_PATCH_REC_ID);
	E(I_ST(BPF_W, R7, (int16_t)(e + offsetof(struct rec_error, rec_id)), (int32_t)rec_id));
	E(I_ST(BPF_W, R7, (int16_t)(e + offsetof(struct rec_error, clause)), (int32_t)cg->clause->index));
	asm_ld_map(&cg->a, R1, cg->m_ring);
	cg_scratch_ptr(cg, R2, SCR_ERR);
	E(I_MOV64_IMM(R3, sizeof(struct rec_hdr) + sizeof(struct rec_error)));
	E(I_MOV64_IMM(R4, 0));
	asm_call(&cg->a, BPF_FUNC_ringbuf_output);
	cg_count_state(cg, offsetof(struct rt_state, errors));
}

/* A new, empty record with the next id. */
static struct rec_desc *rec_alloc(struct cg_state *cg)
{
	struct rec_desc *r;

	if (cg->nrecs == cg->rcap) {
		uint32_t cap = cg->rcap ? cg->rcap * 2 : 16;

		cg->recs = asm_grow(&cg->cc->arena, cg->recs, sizeof(*cg->recs) * cg->nrecs, sizeof(*cg->recs) * cap);
		cg->rcap = cap;
	}
	r = &cg->recs[cg->nrecs];
	memset(r, 0, sizeof(*r));
	r->id = cg->nrecs++;
	return r;
}

static struct rec_desc *rec_new(struct cg_state *cg, struct check_clause *c)
{
	struct rec_desc *r = rec_alloc(cg);

	r->clause = c->index;
	r->pos = c->node->pos;
	return r;
}

/* Forgets a record's actions (their memory is the compile arena's). */
static void rec_free_acts(struct rec_desc *r)
{
	r->acts = NULL;
	r->nacts = 0;
}

/* Starts a new record for the current clause (its data goes to scratch at rec_off). */
static void rec_begin(struct cg_state *cg)
{
	cg->rec = rec_new(cg, cg->clause);
	cg->rec_size = 0;
	cg->rec_ustack = 0;
}

/*
 * Sends the current record if it holds actions (or always, with `force`: the
 * default output of an empty clause), then starts the next one. A clause's
 * records are cut at if-statements that contain actions, so that what an
 * untaken branch would have traced is never sent. A record that ends with a
 * raw user stack is sent only as far as the stack is used (8 KB of room,
 * often a few hundred bytes used), so that the ring holds many of them.
 */
static void rec_submit(struct cg_state *cg, bool force)
{
	struct rec_desc *r = cg->rec;
	uint32_t ok = asm_label(&cg->a), raw = cg->rec_ustack - 1;
	bool trim = cg->rec_ustack && raw + 40 + CG_USTACK_COPY == cg->rec_size;

	if (!r->nacts && !force)
		return;
	r->size = cg->rec_size;
	r->min_size = trim ? raw + 40 : r->size;
	if (cg->rec_size > cg->rec_max)
		cg->rec_max = cg->rec_size;
	cg_patch_next(cg, CG_PATCH_REC_ID);
	E(I_ST(BPF_W, R7, (int16_t)(cg->rec_off + offsetof(struct rec_hdr, rec_id)), (int32_t)r->id));
	E(I_LDX(BPF_DW, R1, R7, SCR_PROBE_ID));
	E(I_STX(BPF_W, R7, R1, (int16_t)(cg->rec_off + offsetof(struct rec_hdr, probe_id))));
	asm_call(&cg->a, BPF_FUNC_get_smp_processor_id);
	E(I_STX(BPF_W, R7, R0, (int16_t)(cg->rec_off + offsetof(struct rec_hdr, cpu))));
	if (trim)
		cg_ustack_used(cg, cg->rec_off + (uint32_t)sizeof(struct rec_hdr) + raw);
	asm_ld_map(&cg->a, R1, cg->m_ring);
	cg_scratch_ptr(cg, R2, cg->rec_off);
	if (trim) {
		E(I_MOV64_REG(R3, R0));
		E(I_ALU64_IMM(BPF_ADD, R3, (int32_t)(sizeof(struct rec_hdr) + raw)));
	} else {
		E(I_MOV64_IMM(R3, (int32_t)(sizeof(struct rec_hdr) + cg->rec_size)));
	}
	E(I_MOV64_IMM(R4, 0));
	asm_call(&cg->a, BPF_FUNC_ringbuf_output);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, ok);
	cg_count_state(cg, offsetof(struct rt_state, drops));
	asm_place(&cg->a, ok);
	rec_begin(cg);
}

void cg_rec_cut(struct cg_state *cg)
{
	rec_submit(cg, false);
}

/*
 * A speculative clause whose record can never fit in -x specsize ends at
 * its speculate(), as DTrace's does where it cannot reserve the room: none
 * of what follows happens (not its stores either). The record is still
 * sent, at its full size, for the consumer to count the speculative drop
 * (spec.c: [u32 length][record] held per speculation). cg_clause's second
 * pass knows the clause's size (rec_max).
 */
static void spec_too_big(struct cg_state *cg)
{
	uint32_t size = (uint32_t)sizeof(struct rec_hdr) + cg->rec_max;

	if (!cg->cc->opts.specsize || !cg->rec_max || 4 + (uint64_t)size <= cg->cc->opts.specsize)
		return;
	cg_patch_next(cg, CG_PATCH_REC_ID);
	E(I_ST(BPF_W, R7, (int16_t)(cg->rec_off + offsetof(struct rec_hdr, rec_id)), (int32_t)cg->rec->id));
	asm_ld_map(&cg->a, R1, cg->m_ring);
	cg_scratch_ptr(cg, R2, cg->rec_off);
	E(I_MOV64_IMM(R3, (int32_t)size));
	E(I_MOV64_IMM(R4, 0));
	asm_call(&cg->a, BPF_FUNC_ringbuf_output);
	/* always taken (0 or -errno), but not known to the verifier: the rest stays reachable */
	asm_jmp_imm(&cg->a, BPF_JSGT, R0, -4096, cg->end_label);
}

/* The body of one clause: predicate, statements, record submission. */
static void cg_clause_body(struct cg_state *cg, struct check_clause *c)
{
	struct node *cl = c->node;
	bool empty = !cl->b || !cl->b->list;

	cg->a.cur = cl->pos;
	cg->tls_arm = cg->tls_cached = cg->tls_keyed = NULL;
	cg->tstore_ptr = 0;
	cg->act_no = 0; /* the predicate's faults are "in predicate" */
	if (cl->a) {
		cg->ntmp = 0;
		/* a predicate that is just self->x reads it unconditionally: keep its value */
		if (cl->a->kind == NODE_SELFVAR && cl->a->ann && cl->a->ann->kind == ANN_VAR &&
		    cl->a->ann->var->scope == VAR_TLS)
			cg->tls_arm = cl->a->ann->var;
		cg_cond(cg, cl->a);
		cg->tls_arm = NULL;
		asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, cg->end_label);
	}
	cg->act_no = cg->clause_no;
	cg->rec_force = false;
	rec_begin(cg);
	if (cl->b)
		cg_stmt(cg, cl->b);
	cg->a.cur = cl->pos;
	rec_submit(cg, empty || cg->rec_force);
	cg->tls_cached = cg->tls_keyed = NULL;
	cg->tstore_ptr = 0;
	/* the record begun last holds nothing: forget it */
	rec_free_acts(cg->rec);
	cg->nrecs--;
}

/* Generates one clause; runs it once dry to learn its record size, then for real. */
/* True if the attach point is dtrace:::END or dtrace:::ERROR, whose clauses act while draining. */
static bool ap_acts_draining(const struct attach_point *ap)
{
	return ap->always_live && ap->name &&
	       (strcmp(ap->name, "dtrace:::END") == 0 || strcmp(ap->name, "dtrace:::ERROR") == 0);
}

static void cg_clause(struct cg_state *cg, struct check_clause *c)
{
	uint32_t skip = asm_label(&cg->a);
	uint32_t n0, nl0, nf0, nr0, np0;

	cg->clause = c;
	/* after an exit() in this firing, DTrace is draining: the clauses after it do not act */
	if (cg->exit_before && !ap_acts_draining(cg->ap)) {
		E(I_LDX(BPF_DW, R1, R8, GLOBALS_LIVE_OFF));
		asm_jmp_imm(&cg->a, BPF_JEQ, R1, 2, skip);
	}
	if (!cg_guard(cg, c, skip)) {
		asm_place(&cg->a, skip);
		return;
	}
	cg->clause_no++;
	n0 = cg->a.n, nl0 = cg->a.nlabels, nf0 = cg->a.nfix, nr0 = cg->nrecs, np0 = cg->npatches;
	cg->rec_max = 0;
	for (int pass = 0; pass < 2; pass++) {
		cg->a.n = n0, cg->a.nlabels = nl0, cg->a.nfix = nf0, cg->npatches = np0;
		while (cg->nrecs > nr0)
			rec_free_acts(&cg->recs[--cg->nrecs]);
		cg->fault_label = asm_label(&cg->a);
		cg->end_label = asm_label(&cg->a);
		cg->fault_used = false;
		cg->rec_off = cg->tmp_off;
		cg->tmp_cur = cg->tmp_off + (pass ? (uint32_t)sizeof(struct rec_hdr) + ALIGN_UP(cg->rec_max, 8) : 0);
		cg->tmp_keep = 0;
		if (cg->alloca_size) /* alloca()'d memory lasts for the clause, as DTrace's */
			E(I_ST(BPF_DW, R7, (int16_t)cg->alloca_off, 0));
		cg_clause_body(cg, c);
		asm_ja(&cg->a, cg->end_label);
		cg_fault_handler(cg, cg->nrecs > nr0 ? nr0 : REC_ID_ERROR);
		asm_place(&cg->a, cg->end_label);
	}
	if (cg->tmp_cur > cg->scratch_size)
		cg->scratch_size = cg->tmp_cur;
	asm_place(&cg->a, skip);
}


/* Reads a context field of `size` bytes at off into R0, sign-extended if asked. */
static void ctx_load(struct cg_state *cg, uint32_t off, uint32_t size, bool is_signed)
{
	E(I_LDX(bpf_size[size], R0, R6, (int16_t)off));
	if (is_signed && size < 8) {
		E(I_ALU64_IMM(BPF_LSH, R0, (int32_t)(64 - 8 * size)));
		E(I_ALU64_IMM(BPF_ARSH, R0, (int32_t)(64 - 8 * size)));
	}
}

/*
 * R0 = a USDT memory operand (-4(%rbp)): size bytes of user memory at a
 * register plus a displacement; 0 if it cannot be read. PROBE_ARG_KMEM:
 * the same from kernel memory (a system call's pt_regs), read with
 * bpf_probe_read_kernel; in a BTF-typed program (PROG_TRACING: the
 * syscall provider's tp_btf, whose pt_regs pointer the verifier knows),
 * loaded directly, which costs no helper call. PROBE_ARG_CTXREAD: size
 * bytes of the context itself, read with bpf_probe_read_kernel.
 */
static void prologue_umem_arg(struct cg_state *cg, const struct probe_arg *pa)
{
	if (pa->from == PROBE_ARG_CTXREAD) { /* the context's own bytes, through the helper */
		E(I_MOV64_REG(R3, R6));
		E(I_ALU64_IMM(BPF_ADD, R3, pa->off));
		read_kernel_buf(cg, pa->size);
	} else if (pa->from == PROBE_ARG_KMEM && cg->ap->prog_type == PROG_TRACING && pa->val >= 0 &&
		   pa->val <= INT16_MAX) {
		ctx_load(cg, pa->off, 8, false);
		E(I_LDX(bpf_size[pa->size], R0, R0, (int16_t)pa->val));
	} else {
		if (pa->no_base)
			E(I_MOV64_IMM(R3, 0));
		else
			ctx_load(cg, pa->off, 8, false);
		if (!pa->no_base)
			E(I_MOV64_REG(R3, R0));
		if (pa->scale) { /* an indexed operand: + the index register times the scale */
			ctx_load(cg, pa->idx, 8, false);
			E(I_ALU64_IMM(BPF_LSH, R0, pa->scale == 8 ? 3 : pa->scale == 4 ? 2 : pa->scale == 2));
			E(I_ALU64_REG(BPF_ADD, R3, R0));
		}
		mov_imm(cg, R0, pa->val);
		E(I_ALU64_REG(BPF_ADD, R3, R0));
		E(I_ST(BPF_DW, FP, READBUF_OFF, 0));
		E(I_MOV64_REG(R1, FP));
		E(I_ALU64_IMM(BPF_ADD, R1, READBUF_OFF));
		E(I_MOV64_IMM(R2, pa->size));
		asm_call(&cg->a, pa->from == PROBE_ARG_KMEM ? BPF_FUNC_probe_read_kernel :
							      BPF_FUNC_probe_read_user);
		E(I_LDX(bpf_size[pa->size], R0, FP, READBUF_OFF));
	}
	if (pa->is_signed && pa->size < 8) {
		E(I_ALU64_IMM(BPF_LSH, R0, (int32_t)(64 - 8 * pa->size)));
		E(I_ALU64_IMM(BPF_ARSH, R0, (int32_t)(64 - 8 * pa->size)));
	}
}

/* True if ap's arguments are read as the MAPR_USPEC entry of the probed address says. */
static bool ap_has_spec(const struct attach_point *ap)
{
	return ap->ctx == CTX_FIELDS && ap->nargs && ap->args[0].from == PROBE_ARG_SPEC;
}

#define USPEC_REGS 168 /* bytes of struct pt_regs (x86_64: 21 words) */
#define PT_IP_OFF 128  /* pt_regs.ip */

/*
 * R0 = the register a struct uspec_arg's byte at at + field names (R4: the
 * struct uspec), from the registers copied to scratch at regs; to zero if
 * it names none. Uses R2, R3.
 */
static void uspec_reg(struct cg_state *cg, int16_t at, size_t field, uint32_t regs, uint32_t zero)
{
	E(I_LDX(BPF_B, R2, R4, (int16_t)(at + (int16_t)field)));
	asm_jmp_imm(&cg->a, BPF_JGT, R2, USPEC_REGS / 8 - 1, zero);
	E(I_ALU64_IMM(BPF_LSH, R2, 3));
	E(I_MOV64_REG(R3, R7));
	E(I_ALU64_REG(BPF_ADD, R3, R2));
	E(I_LDX(BPF_DW, R0, R3, (int16_t)regs));
}

/*
 * R0 = argument i as the struct uspec whose address is in stack slot spec
 * says, from the registers copied to scratch at regs.
 */
static void uspec_arg(struct cg_state *cg, uint32_t i, uint32_t regs, int16_t spec)
{
	int16_t at = (int16_t)(i * sizeof(struct uspec_arg));
	uint32_t zero = asm_label(&cg->a), konst = asm_label(&cg->a), sized = asm_label(&cg->a);
	uint32_t done = asm_label(&cg->a), unsig = asm_label(&cg->a), based = asm_label(&cg->a);
	uint32_t unindexed = asm_label(&cg->a);

	E(I_LDX(BPF_DW, R4, FP, spec));
	E(I_LDX(BPF_B, R1, R4, (int16_t)(at + offsetof(struct uspec_arg, kind))));
	asm_jmp_imm(&cg->a, BPF_JEQ, R1, USPEC_CONST, konst);
	asm_jmp_imm(&cg->a, BPF_JEQ, R1, USPEC_NONE, zero);
	uspec_reg(cg, at, offsetof(struct uspec_arg, reg), regs, zero);
	asm_jmp_imm(&cg->a, BPF_JEQ, R1, USPEC_REG, sized);
	/* USPEC_MEM: size bytes at the register (0 if no_base) + val + the index times the scale */
	E(I_LDX(BPF_B, R2, R4, (int16_t)(at + offsetof(struct uspec_arg, no_base))));
	asm_jmp_imm(&cg->a, BPF_JEQ, R2, 0, based);
	E(I_MOV64_IMM(R0, 0));
	asm_place(&cg->a, based);
	E(I_LDX(BPF_DW, R3, R4, (int16_t)(at + offsetof(struct uspec_arg, val))));
	E(I_ALU64_REG(BPF_ADD, R3, R0));
	E(I_STX(BPF_DW, FP, R3, READBUF_OFF)); /* the address so far */
	E(I_LDX(BPF_B, R2, R4, (int16_t)(at + offsetof(struct uspec_arg, scale))));
	asm_jmp_imm(&cg->a, BPF_JEQ, R2, 0, unindexed);
	uspec_reg(cg, at, offsetof(struct uspec_arg, idx), regs, zero);
	E(I_LDX(BPF_B, R2, R4, (int16_t)(at + offsetof(struct uspec_arg, scale))));
	E(I_ALU64_REG(BPF_MUL, R0, R2));
	E(I_LDX(BPF_DW, R3, FP, READBUF_OFF));
	E(I_ALU64_REG(BPF_ADD, R3, R0));
	E(I_STX(BPF_DW, FP, R3, READBUF_OFF));
	asm_place(&cg->a, unindexed);
	E(I_LDX(BPF_DW, R3, FP, READBUF_OFF));
	E(I_LDX(BPF_B, R2, R4, (int16_t)(at + offsetof(struct uspec_arg, size))));
	asm_jmp_imm(&cg->a, BPF_JGT, R2, 8, zero);
	E(I_ST(BPF_DW, FP, READBUF_OFF, 0));
	E(I_MOV64_REG(R1, FP));
	E(I_ALU64_IMM(BPF_ADD, R1, READBUF_OFF));
	asm_call(&cg->a, BPF_FUNC_probe_read_user);
	E(I_LDX(BPF_DW, R0, FP, READBUF_OFF));
	asm_place(&cg->a, sized);
	/* the low size bytes, sign- or zero-extended: shifted up by 64 - 8 * size and back */
	E(I_LDX(BPF_DW, R4, FP, spec));
	E(I_LDX(BPF_B, R2, R4, (int16_t)(at + offsetof(struct uspec_arg, size))));
	asm_jmp_imm(&cg->a, BPF_JEQ, R2, 0, zero);
	asm_jmp_imm(&cg->a, BPF_JGT, R2, 8, zero);
	E(I_ALU64_IMM(BPF_LSH, R2, 3));
	E(I_MOV64_IMM(R3, 64));
	E(I_ALU64_REG(BPF_SUB, R3, R2));
	E(I_ALU64_REG(BPF_LSH, R0, R3));
	E(I_LDX(BPF_B, R1, R4, (int16_t)(at + offsetof(struct uspec_arg, is_signed))));
	asm_jmp_imm(&cg->a, BPF_JEQ, R1, 0, unsig);
	E(I_ALU64_REG(BPF_ARSH, R0, R3));
	asm_ja(&cg->a, done);
	asm_place(&cg->a, unsig);
	E(I_ALU64_REG(BPF_RSH, R0, R3));
	asm_ja(&cg->a, done);
	asm_place(&cg->a, konst);
	E(I_LDX(BPF_DW, R0, R4, (int16_t)(at + offsetof(struct uspec_arg, val))));
	asm_ja(&cg->a, done);
	asm_place(&cg->a, zero);
	E(I_MOV64_IMM(R0, 0));
	asm_place(&cg->a, done);
}

/*
 * R0 = the struct uspec of the probed address, the registers copied to
 * scratch at regs; to none if there is no entry.
 */
static void uspec_lookup(struct cg_state *cg, uint32_t regs, uint32_t none)
{
	for (int16_t k = 0; k < USPEC_REGS; k += 8) {
		E(I_LDX(BPF_DW, R0, R6, k));
		E(I_STX(BPF_DW, R7, R0, (int16_t)(regs + (uint32_t)k)));
	}
	E(I_LDX(BPF_DW, R0, R6, PT_IP_OFF));
	E(I_STX(BPF_DW, FP, R0, READBUF_OFF));
	asm_ld_map(&cg->a, R1, cg->m_uspec);
	E(I_MOV64_REG(R2, FP));
	E(I_ALU64_IMM(BPF_ADD, R2, READBUF_OFF));
	asm_call(&cg->a, BPF_FUNC_map_lookup_elem);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, none);
}

/* The prologue's arg0..: arguments from..to-1 into SCR_ARGS, as the probed address's uspec says. */
static void uspec_args(struct cg_state *cg, uint32_t from, uint32_t to, uint32_t regs)
{
	uint32_t none = asm_label(&cg->a), done = asm_label(&cg->a);
	int16_t spec;

	uspec_lookup(cg, regs, none);
	spec = cg_push(cg, R0);
	for (uint32_t i = from; i < to; i++) {
		uspec_arg(cg, i, regs, spec);
		E(I_STX(BPF_DW, R7, R0, (int16_t)(SCR_ARGS + 8 * i)));
	}
	cg->ntmp--;
	asm_ja(&cg->a, done);
	asm_place(&cg->a, none);
	for (uint32_t i = from; i < to; i++)
		E(I_ST(BPF_DW, R7, (int16_t)(SCR_ARGS + 8 * i), 0));
	asm_place(&cg->a, done);
}

/* R0 = args[i] (past CG_SCR_NARGS) of a probe read as its uspec says. */
static void uspec_late_arg(struct cg_state *cg, uint32_t i)
{
	uint32_t regs = cg_scratch(cg, USPEC_REGS), none = asm_label(&cg->a), done = asm_label(&cg->a);
	int16_t spec;

	uspec_lookup(cg, regs, none);
	spec = cg_push(cg, R0);
	uspec_arg(cg, i, regs, spec);
	cg->ntmp--;
	asm_ja(&cg->a, done);
	asm_place(&cg->a, none);
	E(I_MOV64_IMM(R0, 0));
	asm_place(&cg->a, done);
}

/*
 * R0 = args[i] past those the prologue keeps (CG_SCR_NARGS: a USDT probe's
 * eleventh and twelfth), read from the context where it is used: R6 is
 * the context for the whole program. An argument of another kind reads as 0.
 */
static void cg_late_arg(struct cg_state *cg, uint32_t i)
{
	const struct probe_arg *pa = cg->ap && i < cg->ap->nargs ? &cg->ap->args[i] : NULL;

	if (!pa || cg->ap->ctx != CTX_FIELDS || i >= PROBE_MAXARGS)
		E(I_MOV64_IMM(R0, 0));
	else if (pa->from == PROBE_ARG_CONST)
		mov_imm(cg, R0, pa->val);
	else if (pa->from == PROBE_ARG_SPEC)
		uspec_late_arg(cg, i);
	else if (pa->size && (pa->from == PROBE_ARG_UMEM || pa->from == PROBE_ARG_KMEM))
		prologue_umem_arg(cg, pa);
	else if (pa->size && pa->from == PROBE_ARG_CTX)
		ctx_load(cg, pa->off, pa->size, pa->is_signed);
	else
		E(I_MOV64_IMM(R0, 0));
}

/* The offset of member name of the kernel's struct sk_buff (for PROBE_ARG_PKT). */
static uint32_t skb_member_off(struct cg_state *cg, const char *name)
{
	struct cc *cc = cg->cc;
	struct type *t = cc->host && cc->host->kernel_type ?
			 cc->host->kernel_type(cc, cc->host->ctx, "struct sk_buff") : NULL;
	uint32_t off = 0;

	if (!t || !type_member(cc, t, name, &off) || off > INT16_MAX)
		cc_error(cc, (struct srcpos){0}, D_CG_DYN, "probe %s needs struct sk_buff's member %s",
			 cg->ap->name ? cg->ap->name : "?", name);
	return off;
}

/*
 * R0 = PROBE_ARG_PKT: a byte of the header of the packet in an sk_buff,
 * the one at at4 (at6 in an IPv6 header) from the header's start, which
 * is the pointer member ptr plus the 2-byte offset member idx. Uses R9.
 */
static void prologue_pkt_arg(struct cg_state *cg, const struct probe_arg *pa)
{
	const struct probe_pkt *k = &pa->pkt;
	uint32_t done = asm_label(&cg->a), v4 = asm_label(&cg->a), zero = asm_label(&cg->a);

	ctx_load(cg, pa->off, 8, false);
	E(I_MOV64_REG(R9, R0));                       /* the sk_buff */
	if (k->idx) {
		E(I_MOV64_REG(R3, R9));
		E(I_ALU64_IMM(BPF_ADD, R3, (int32_t)skb_member_off(cg, k->idx)));
		read_kernel_buf(cg, 2);
		E(I_STX(BPF_DW, FP, R0, -8));         /* a spill slot: free in the prologue */
	} else {
		E(I_ST(BPF_DW, FP, -8, 0));
	}
	E(I_MOV64_REG(R3, R9));
	E(I_ALU64_IMM(BPF_ADD, R3, (int32_t)skb_member_off(cg, k->ptr)));
	read_kernel_buf(cg, 8);
	E(I_LDX(BPF_DW, R1, FP, -8));
	E(I_ALU64_REG(BPF_ADD, R0, R1));
	E(I_MOV64_REG(R9, R0));                       /* the header */
	E(I_ST(BPF_DW, FP, -8, 0));
	asm_jmp_imm(&cg->a, BPF_JEQ, R9, 0, zero);
	E(I_MOV64_REG(R3, R9));
	read_kernel_buf(cg, 1);
	E(I_ALU64_IMM(BPF_RSH, R0, 4));
	E(I_MOV64_REG(R3, R9));
	E(I_ALU64_IMM(BPF_ADD, R3, k->at4));
	asm_jmp_imm(&cg->a, BPF_JNE, R0, 6, v4);
	E(I_MOV64_REG(R3, R9));
	E(I_ALU64_IMM(BPF_ADD, R3, k->at6));
	asm_place(&cg->a, v4);
	if (k->ip_only) {
		uint32_t ip = asm_label(&cg->a);

		asm_jmp_imm(&cg->a, BPF_JEQ, R0, 4, ip);
		asm_jmp_imm(&cg->a, BPF_JNE, R0, 6, zero);
		asm_place(&cg->a, ip);
	}
	read_kernel_buf(cg, 1);
	asm_ja(&cg->a, done);
	asm_place(&cg->a, zero);
	E(I_MOV64_IMM(R0, 0));
	asm_place(&cg->a, done);
}

/* R0 = the value of map `map` at key `key`, or return from the program if absent. */
/* R0 = map's value for the u32 key already stored at READBUF_OFF; to out if none. */
static void lookup_readbuf(struct cg_state *cg, uint32_t map, uint32_t out)
{
	asm_ld_map(&cg->a, R1, map);
	E(I_MOV64_REG(R2, FP));
	E(I_ALU64_IMM(BPF_ADD, R2, READBUF_OFF));
	asm_call(&cg->a, BPF_FUNC_map_lookup_elem);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, out);
}

static void lookup_key(struct cg_state *cg, uint32_t map, int32_t key, uint32_t out)
{
	E(I_ST(BPF_W, FP, READBUF_OFF, key));
	lookup_readbuf(cg, map, out);
}

static void cg_probe_id(struct cg_state *cg, uint32_t out)
{
	struct attach_point *ap = cg->ap;

	if (ap->id_mode == PROBE_ID_FIXED) {
		cg_patch_next(cg, CG_PATCH_PROBE_ID);
		E(I_ST(BPF_DW, R7, SCR_PROBE_ID, (int32_t)ap->probes[0]->id));
		return;
	}
	if (ap->id_mode == PROBE_ID_COOKIE) {
		E(I_MOV64_REG(R1, R6));
		asm_call(&cg->a, BPF_FUNC_get_attach_cookie);
		E(I_STX(BPF_DW, R7, R0, SCR_PROBE_ID));
		return;
	}
	ctx_load(cg, ap->id_off, ap->id_size, true);
	asm_jmp_imm(&cg->a, BPF_JSLT, R0, 0, out);
	asm_jmp_imm(&cg->a, BPF_JSGT, R0, (int32_t)((cg->max_probe_id - ap->id_base) / (ap->id_stride ? ap->id_stride : 1)), out);
	if (ap->id_stride != 1)
		E(I_ALU64_IMM(BPF_MUL, R0, (int32_t)ap->id_stride));
	E(I_ALU64_IMM(BPF_ADD, R0, (int32_t)ap->id_base));
	E(I_STX(BPF_DW, R7, R0, SCR_PROBE_ID));
	/* ids the runtime did not enable have an empty provider name in the probes map */
	E(I_STX(BPF_W, FP, R0, READBUF_OFF));
	lookup_readbuf(cg, cg->m_probes, out);
	E(I_LDX(BPF_B, R1, R0, 0));
	asm_jmp_imm(&cg->a, BPF_JEQ, R1, 0, out);
}

/*
 * Returns from the program unless the attach point's conditions hold. A
 * tracepoint's (CTX_FIELDS) are tested first of all, straight from ctx, so
 * that firings of a shared tracepoint that are not the probe's (every
 * other system call's raw_syscalls/sys_enter) cost a few instructions;
 * others' from the args stored in scratch.
 */
static void cg_conds(struct cg_state *cg, uint32_t out)
{
	struct attach_point *ap = cg->ap;

	for (uint32_t i = 0; i < ARRAY_LEN(ap->conds); i++) {
		const struct probe_cond *pc = &ap->conds[i];
		const struct probe_arg *pa = &ap->args[pc->arg ? pc->arg - 1 : 0];

		if (!pc->arg)
			continue;
		if (ap->ctx != CTX_FIELDS)
			E(I_LDX(BPF_DW, R0, R7, (int16_t)(SCR_ARGS + 8 * (pc->arg - 1))));
		else if (pa->from == PROBE_ARG_KMEM || pa->from == PROBE_ARG_UMEM || pa->from == PROBE_ARG_CTXREAD)
			prologue_umem_arg(cg, pa);
		else if (pa->from == PROBE_ARG_PKT)
			prologue_pkt_arg(cg, pa);
		else if (pa->from == PROBE_ARG_IOWAIT || pa->from == PROBE_ARG_LIVE)
			cg_io_arg(cg, pa);
		else if (pa->from == PROBE_ARG_LOCKNOTE)
			cg_lockstat_arg(cg, pa);
		else if (pa->from == PROBE_ARG_CTX && pa->size)
			ctx_load(cg, pa->off, pa->size, pa->is_signed);
		else if (!arg_stored(cg, pc->arg - 1u))
			E(I_MOV64_IMM(R0, 0));
		else
			E(I_LDX(BPF_DW, R0, R7, (int16_t)(SCR_ARGS + 8 * (pc->arg - 1))));
		if (pc->mask != ~0ull) {
			mov_imm(cg, R1, pc->mask);
			E(I_ALU64_REG(BPF_AND, R0, R1));
		}
		if (pc->eq) {
			mov_imm(cg, R1, pc->val);
			asm_jmp_reg(&cg->a, BPF_JNE, R0, R1, out);
		} else {
			asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, out);
		}
	}
}

/* True if cg_conds can test every condition before scratch is looked up. */
static bool conds_first(const struct attach_point *ap)
{
	if (ap->ctx != CTX_FIELDS)
		return false;
	for (uint32_t i = 0; i < ARRAY_LEN(ap->conds); i++) {
		const struct probe_arg *pa = &ap->args[ap->conds[i].arg ? ap->conds[i].arg - 1 : 0];

		if (ap->conds[i].arg && !(pa->from == PROBE_ARG_KMEM || pa->from == PROBE_ARG_UMEM ||
					  pa->from == PROBE_ARG_CTXREAD ||
					  pa->from == PROBE_ARG_PKT || pa->from == PROBE_ARG_IOWAIT ||
					  pa->from == PROBE_ARG_LIVE || pa->from == PROBE_ARG_LOCKNOTE ||
					  (pa->from == PROBE_ARG_CTX && pa->size)))
			return false;
	}
	return true;
}

/*
 * Takes this firing's scratch slot (R7): the lowest one that slot 0's
 * SCR_NEST, a mask of the slots held on this CPU, has clear. The programs
 * already running on this CPU hold the others: one of a task, a softirq's
 * inside it, an interrupt's inside that, a perf event's NMI inside all (the
 * kernel keeps only a program from running inside itself), and sleepable
 * uprobe programs (load.c) of other tasks waiting in a page fault their
 * copy took (migration is disabled for them, preemption is not). A nested
 * program ends before the one it interrupted resumes, so plain loads and
 * stores suffice; sleepers can end in any order, hence a mask and not a
 * count: each gives back its own bit. The slot's index is kept in the slot
 * (SCR_SLOT), in map memory, so that the verifier sees the same state
 * whichever slot was taken and checks the clauses once, not once a slot.
 * Slot 0, taken when nothing else runs, is the only lookup on the common
 * path; nested, the program jumps to `nested`, which nested_slot()
 * generates out of line and which returns to got. Returns to none if there
 * is no scratch.
 */
static void take_slot(struct cg_state *cg, uint32_t none, uint32_t nested, uint32_t got)
{
	lookup_key(cg, cg->m_scratch, 0, none);
	E(I_LDX(BPF_DW, R1, R0, SCR_NEST));
	asm_jmp_imm(&cg->a, BPF_JSET, R1, 1, nested);
	E(I_STX(BPF_DW, FP, R0, SLOT0_OFF));
	E(I_ALU64_IMM(BPF_OR, R1, 1));
	E(I_STX(BPF_DW, R0, R1, SCR_NEST));
	E(I_ST(BPF_DW, R0, SCR_SLOT, 0));
	asm_place(&cg->a, got);
	E(I_MOV64_REG(R7, R0));
}

/*
 * take_slot()'s nested path (R0 = slot 0, R1 = its mask): the lowest slot
 * not held, then back to got; counted in nestdrops and returned if all are
 * held (or returned if its lookup fails, before it is marked held).
 */
static void nested_slot(struct cg_state *cg, uint32_t got)
{
	uint32_t full = asm_label(&cg->a), none = asm_label(&cg->a), take = asm_label(&cg->a);
	uint32_t free_at[SCRATCH_SLOTS];

	E(I_STX(BPF_DW, FP, R0, SLOT0_OFF));
	for (int i = 1; i < SCRATCH_SLOTS; i++) {
		free_at[i] = asm_label(&cg->a);
		E(I_MOV64_REG(R2, R1));
		E(I_ALU64_IMM(BPF_AND, R2, 1 << i));
		asm_jmp_imm(&cg->a, BPF_JEQ, R2, 0, free_at[i]);
	}
	asm_ja(&cg->a, full);
	for (int i = 1; i < SCRATCH_SLOTS; i++) {
		asm_place(&cg->a, free_at[i]);
		E(I_ST(BPF_W, FP, READBUF_OFF, i));
		asm_ja(&cg->a, take);
	}
	asm_place(&cg->a, take);
	lookup_readbuf(cg, cg->m_scratch, none);
	E(I_LDX(BPF_W, R3, FP, READBUF_OFF));
	E(I_STX(BPF_DW, R0, R3, SCR_SLOT));
	E(I_LDX(BPF_DW, R1, FP, SLOT0_OFF));
	E(I_LDX(BPF_DW, R2, R1, SCR_NEST));
	E(I_MOV64_IMM(R4, 1));
	E(I_ALU64_REG(BPF_LSH, R4, R3));
	E(I_ALU64_REG(BPF_OR, R2, R4));
	E(I_STX(BPF_DW, R1, R2, SCR_NEST));
	asm_ja(&cg->a, got);
	asm_place(&cg->a, full);
	lookup_key(cg, cg->m_state, 0, none);
	E(I_LDX(BPF_DW, R1, R0, (int16_t)offsetof(struct rt_state, nestdrops)));
	E(I_ALU64_IMM(BPF_ADD, R1, 1));
	E(I_STX(BPF_DW, R0, R1, (int16_t)offsetof(struct rt_state, nestdrops)));
	asm_place(&cg->a, none);
	E(I_MOV64_IMM(R0, 0));
	E(I_EXIT());
}

void cg_slot_index(struct cg_state *cg, uint8_t reg)
{
	E(I_LDX(BPF_DW, reg, R7, SCR_SLOT));
}

/* Gives back the slot take_slot() took (R7): every exit after it passes here. */
static void give_slot(struct cg_state *cg)
{
	E(I_LDX(BPF_DW, R1, FP, SLOT0_OFF));
	E(I_LDX(BPF_DW, R2, R1, SCR_NEST));
	E(I_LDX(BPF_DW, R3, R7, SCR_SLOT));
	E(I_MOV64_IMM(R4, 1));
	E(I_ALU64_REG(BPF_LSH, R4, R3));
	E(I_ALU64_IMM(BPF_XOR, R4, -1));
	E(I_ALU64_REG(BPF_AND, R2, R4));
	E(I_STX(BPF_DW, R1, R2, SCR_NEST));
}

/*
 * Returns to out unless the probe fires (to none before it holds a scratch
 * slot; nested and got: take_slot()'s); to skip (after its clauses) when
 * its conditions do not hold: a switch point (task_switch) with conditions
 * (io:::wait-done) still stashes the stacks of every thread leaving.
 */
static void cg_prologue(struct cg_state *cg, uint32_t none, uint32_t nested, uint32_t got, uint32_t out,
			uint32_t skip)
{
	struct attach_point *ap = cg->ap;
	bool early = conds_first(ap) && !ap->task_switch;

	cg->a.cur = (struct srcpos){0};
	E(I_MOV64_REG(R6, R1));
	if (early)
		cg_conds(cg, none);
	take_slot(cg, none, nested, got);
	lookup_key(cg, cg->m_globals, 0, out);
	E(I_MOV64_REG(R8, R0));
	if (!ap->always_live) { /* before BEGIN or after exit(): nothing happened */
		E(I_LDX(BPF_DW, R1, R8, GLOBALS_LIVE_OFF));
		asm_jmp_imm(&cg->a, BPF_JNE, R1, 1, out);
	}
	cg_probe_id(cg, out);
	if (cg->ts_off)
		E(I_ST(BPF_DW, R7, (int16_t)cg->ts_off, 0));
	if (cg->strtok_off) /* strtok(NULL, ...) before strtok(s, ...) in this firing: a fault */
		E(I_ST(BPF_DW, R7, (int16_t)cg->strtok_off, (int32_t)cg->cc->opts.strsize + 1));
	if (ap_has_spec(ap)) {
		uspec_args(cg, 0, CG_SCR_NARGS, cg->tmp_off);
		if (cg->tmp_off + USPEC_REGS > cg->scratch_size)
			cg->scratch_size = cg->tmp_off + USPEC_REGS;
	}
	for (uint32_t i = 0; i < CG_SCR_NARGS && !ap_has_spec(ap); i++) {
		int16_t dst = (int16_t)(SCR_ARGS + 8 * i);

		if (ap->ctx == CTX_PERF && i < 2) {
			uint32_t zero = asm_label(&cg->a), done = asm_label(&cg->a);

			ctx_load(cg, 16 * 8, 8, false); /* x86_64 pt_regs.ip */
			asm_jmp_imm(&cg->a, i == 0 ? BPF_JSGE : BPF_JSLT, R0, 0, zero);
			asm_ja(&cg->a, done);
			asm_place(&cg->a, zero);
			E(I_MOV64_IMM(R0, 0));
			asm_place(&cg->a, done);
			E(I_STX(BPF_DW, R7, R0, dst));
		} else if (ap->ctx == CTX_FIELDS && i < ap->nargs && ap->args[i].from == PROBE_ARG_CTXADDR) {
			E(I_STX(BPF_DW, R7, R6, dst));
		} else if (ap->ctx == CTX_FIELDS && i < ap->nargs && ap->args[i].from == PROBE_ARG_DATALOC) {
			/* ctx as a number (read back from scratch), plus the data's offset */
			E(I_STX(BPF_DW, R7, R6, dst));
			ctx_load(cg, ap->args[i].off, 4, false);
			E(I_ALU64_IMM(BPF_AND, R0, 0xffff));
			E(I_ALU64_IMM(BPF_ADD, R0, (int32_t)ap->args[i].val));
			E(I_LDX(BPF_DW, R1, R7, dst));
			E(I_ALU64_REG(BPF_ADD, R0, R1));
			E(I_STX(BPF_DW, R7, R0, dst));
		} else if (ap->ctx == CTX_FIELDS && i < ap->nargs && ap->args[i].from == PROBE_ARG_CONST) {
			mov_imm(cg, R0, ap->args[i].val);
			E(I_STX(BPF_DW, R7, R0, dst));
		} else if (ap->ctx == CTX_FIELDS && i < ap->nargs && ap->args[i].from == PROBE_ARG_PKT) {
			prologue_pkt_arg(cg, &ap->args[i]);
			E(I_STX(BPF_DW, R7, R0, dst));
		} else if (ap->ctx == CTX_FIELDS && i < ap->nargs &&
			   (ap->args[i].from == PROBE_ARG_IOWAIT || ap->args[i].from == PROBE_ARG_IOREQ ||
			    ap->args[i].from == PROBE_ARG_LIVE)) {
			cg_io_arg(cg, &ap->args[i]);
			E(I_STX(BPF_DW, R7, R0, dst));
		} else if (ap->ctx == CTX_FIELDS && i < ap->nargs && ap->args[i].from == PROBE_ARG_LOCKNOTE) {
			cg_lockstat_arg(cg, &ap->args[i]);
			E(I_STX(BPF_DW, R7, R0, dst));
		} else if (ap->ctx == CTX_FIELDS && i < ap->nargs && ap->args[i].size &&
			   (ap->args[i].from == PROBE_ARG_UMEM || ap->args[i].from == PROBE_ARG_KMEM ||
			    ap->args[i].from == PROBE_ARG_CTXREAD)) {
			prologue_umem_arg(cg, &ap->args[i]);
			E(I_STX(BPF_DW, R7, R0, dst));
		} else if (ap->ctx == CTX_FIELDS && i < ap->nargs && ap->args[i].size) {
			const struct probe_arg *pa = &ap->args[i], *prev = i ? &ap->args[i - 1] : NULL;

			/* R0 still holds the previous one if it is the same field (syscall return: arg0, arg1) */
			if (!prev || prev->from != PROBE_ARG_CTX || prev->off != pa->off || prev->size != pa->size ||
			    prev->is_signed != pa->is_signed)
				ctx_load(cg, pa->off, pa->size, pa->is_signed);
			E(I_STX(BPF_DW, R7, R0, dst));
		} else if (arg_stored(cg, i)) {
			E(I_ST(BPF_DW, R7, dst, 0));
		}
	}
	if (!early)
		cg_conds(cg, skip); /* a probe of part of a tracepoint's firings */
}

/*
 * The kernel refuses a program that names more than PROG_MAX_MAPS maps:
 * said here, in D's words, rather than by the verifier. Aggregations never
 * bring a program there (cg_agg.c puts them in sets); associative arrays,
 * a map each, put in sets of one layout each past the limit (assoc_sets),
 * can where their layouts (key and value sizes) are too many.
 */
static void maps_within_limit(struct cg_state *cg, const struct attach_point *ap)
{
	uint8_t *named = arena_alloc(&cg->cc->arena, cg->nmaps + 1);
	uint32_t n = 0, nassoc = 0, nsets = 0;

	for (uint32_t i = 0; i + 1 < cg->a.n; i++) {
		const struct bpf_insn *in = &cg->a.insns[i];

		if (in->code != (BPF_LD | BPF_DW | BPF_IMM))
			continue;
		if ((in->src_reg == BPF_PSEUDO_MAP_FD || in->src_reg == BPF_PSEUDO_MAP_VALUE) &&
		    (uint32_t)in->imm < cg->nmaps && !named[in->imm]) {
			named[in->imm] = 1;
			n++;
			nassoc += cg->maps[in->imm].role == MAPR_ASSOC;
			nsets += cg->maps[in->imm].role == MAPR_ASSOCSET;
		}
		i++;
	}
	if (n > PROG_MAX_MAPS && nsets)
		cc_error(cg->cc, (struct srcpos){0}, D_CG_DYN,
			 "the program for %s would use %u BPF maps (%u of them for associative arrays, one a "
			 "layout of key and value); a BPF program may use at most %u",
			 ap->name ? ap->name : "a probe", n, nsets + nassoc, PROG_MAX_MAPS);
	else if (n > PROG_MAX_MAPS)
		cc_error(cg->cc, (struct srcpos){0}, D_CG_DYN,
			 "the program for %s would use %u BPF maps (%u of them associative arrays, a map "
			 "each); a BPF program may use at most %u",
			 ap->name ? ap->name : "a probe", n, nassoc, PROG_MAX_MAPS);
}

static void cg_one_program(struct cg_state *cg, struct attach_point *ap, struct prog *p, uint32_t idx,
			   struct arena *out)
{
	uint32_t none, nested, got, exit_label, start, skip;

	asm_reset(&cg->a);
	cg->npatches = 0;
	cg->find_label = asm_label(&cg->a);
	cg->find_used = false;
	cg->chill_label = asm_label(&cg->a);
	cg->chill_used = false;
	cg->ap = ap;
	cg->prog_index = idx;
	none = asm_label(&cg->a);
	nested = asm_label(&cg->a);
	got = asm_label(&cg->a);
	exit_label = asm_label(&cg->a);
	start = asm_label(&cg->a);
	skip = asm_label(&cg->a);
	cg_prologue(cg, none, nested, got, exit_label, cg->ap->task_switch ? skip : exit_label);
	/* the prologue's early returns right after it: no jump spans the clauses */
	asm_ja(&cg->a, start);
	asm_place(&cg->a, exit_label);
	give_slot(cg);
	asm_place(&cg->a, none);
	E(I_MOV64_IMM(R0, 0));
	E(I_EXIT());
	asm_place(&cg->a, nested);
	nested_slot(cg, got);
	asm_place(&cg->a, start);
	if (cg->cc->vtime_probe && cg->cc->vtime_probe->ap == ap)
		cg_task_vtime_switch(cg);
	if (cg->cc->ionote_probe && cg->cc->ionote_probe->ap == ap)
		cg_io_note(cg);
	if (cg->cc->locknote_probe && cg->cc->locknote_probe->ap == ap)
		cg_lockstat_note(cg);
	cg->stash_gate = NULL;
	cg->stash_gated = cg->stash_ungated = cg->stash_kernel = cg->stash_user = false;
	cg->clause_no = 0;
	cg->exit_before = false;
	for (struct check_clause *c = cg->ck->clauses; c; c = c->next) {
		uint32_t refs = cg->stash_refs;

		if (c->node->kind != NODE_CLAUSE)
			continue;
		cg_clause(cg, c);
		if (cg->stash_refs != refs)
			cg_task_stash_reader(cg, c);
	}
	asm_place(&cg->a, skip);
	cg_task_stash(cg);
	cg->a.cur = (struct srcpos){0};
	give_slot(cg);
	E(I_MOV64_IMM(R0, 0));
	E(I_EXIT());
	{
		const struct prog_func *find = cg_str_find_func(cg, out), *chill = cg_chill_func(cg, out);
		struct prog_func *fs = ARENA_NEWN(out, struct prog_func, 2);

		p->nfuncs = 0;
		if (find)
			fs[p->nfuncs++] = *find;
		if (chill)
			fs[p->nfuncs++] = *chill;
		p->funcs = p->nfuncs ? fs : NULL;
	}
	if (!asm_finish(&cg->a)) {
		uint32_t n = cg->a.n;

		cc_error(cg->cc, (struct srcpos){0}, D_CG_DYN,
			 "the program for %s is too large (%u instructions): a jump spans more than 32767",
			 ap->name ? ap->name : "a probe", n);
	}
	maps_within_limit(cg, ap);
	p->ap = ap;
	p->type = ap->prog_type;
	p->name = arena_printf(out, "dtrace_p%u", idx);
	p->insns = arena_memdup(out, cg->a.insns, sizeof(*p->insns) * cg->a.n);
	p->insn_pos = arena_memdup(out, cg->a.pos, sizeof(*p->insn_pos) * cg->a.n);
	p->ninsns = cg->a.n;
}

static uint32_t clamp_entries(uint64_t bytes, uint32_t per, uint32_t dflt)
{
	uint64_t n = bytes ? bytes / (per ? per : 1) : dflt;

	return n < 1 ? 1 : n > (1u << 20) ? 1u << 20 : (uint32_t)n;
}

/*
 * Entries of all associative arrays' maps together, at most (but 64 each
 * at least). Each array may hold dynvarsize (DTrace's space for all
 * dynamic variables together), but the kernel allocates a hash map's
 * buckets, 16 bytes an entry, when it makes the map (1 MB a map at the
 * default dynvarsize): past about 100 arrays, each gets its share of
 * these, 64 MB of buckets, as aggregations do (cg_agg.c); an element
 * beyond its share is a dynamic variable drop, counted.
 */
#define ASSOC_ENTRIES_ALL (1u << 22)

static void cg_maps(struct cg_state *cg)
{
	struct check_state *ck = cg->ck;
	uint32_t nassoc = 0;
	uint64_t ring = cg->cc->opts.bufsize ? cg->cc->opts.bufsize : 4u << 20;
	uint32_t ringsz = 4096;
	bool grows = false;

	while (ringsz < ring && ringsz < (1u << 30))
		ringsz <<= 1;
	for (uint32_t i = 0; i < cg->cc->nprobes; i++)
		if (cg->cc->probes[i]->id > cg->max_probe_id)
			cg->max_probe_id = cg->cc->probes[i]->id;
	for (uint32_t i = 0; i < cg->cc->npoints; i++)
		grows |= cg->cc->points[i]->grows;
	cg->m_ring = cg_map(cg, "dt_ring", MAPR_RING, BPF_MAP_TYPE_RINGBUF, 0, 0, ringsz);
	cg->m_scratch = cg_map(cg, "dt_scratch", MAPR_SCRATCH, BPF_MAP_TYPE_PERCPU_ARRAY, 4, 0, SCRATCH_SLOTS);
	cg->m_globals = cg_map(cg, "dt_globals", MAPR_GLOBALS, BPF_MAP_TYPE_ARRAY, 4,
			       CHECK_GLOBALS_RESERVED + ck->nglobals_size, 1);
	/* room for the probes of libraries loaded while tracing (probe.h) */
	cg->m_probes = cg_map(cg, "dt_probes", MAPR_PROBES, BPF_MAP_TYPE_ARRAY, 4, sizeof(struct probe_names),
			      cg->max_probe_id + 1 + (grows ? PROBE_GROW_IDS : 0));
	cg->m_state = cg_map(cg, "dt_state", MAPR_STATE, BPF_MAP_TYPE_PERCPU_ARRAY, 4, sizeof(struct rt_state), 1);
	cg->nspec = cg->cc->opts.nspec > PROG_NSPEC_MAX ? PROG_NSPEC_MAX : cg->cc->opts.nspec;
	if (ck->uses_speculation && cg->nspec)
		cg->m_spec = cg_map(cg, "dt_spec", MAPR_SPEC, BPF_MAP_TYPE_ARRAY, 4, 8, cg->nspec);
	for (uint32_t i = 0; i < cg->cc->npoints && !cg->uspec_made; i++)
		if (ap_has_spec(cg->cc->points[i]))
			cg->uspec_made = true;
	if (cg->uspec_made)
		cg->m_uspec = cg_map(cg, "dt_uspec", MAPR_USPEC, BPF_MAP_TYPE_HASH, 8, sizeof(struct uspec),
				     PROBE_GROW_IDS);
	cg->m_strtab = cg_map(cg, "dt_strtab", MAPR_STRTAB, BPF_MAP_TYPE_ARRAY, 4, 0, 1);
	cg->maps[cg->m_strtab].flags = BPF_F_RDONLY_PROG;
	cg->m_tls = cg_map(cg, "dt_tls", MAPR_TLS, BPF_MAP_TYPE_HASH, sizeof(struct tls_key), ck->tls_val_size,
			   clamp_entries(cg->cc->opts.dynvarsize, sizeof(struct tls_key) + ck->tls_val_size, 65536));
	/*
	 * Scalar thread-locals are stored and deleted on every firing (self->ts
	 * = timestamp ... self->ts = 0): preallocated, an insert takes an element
	 * from a per-CPU free list instead of the BPF allocator, about 100 ns
	 * less a store-and-delete pair. 65536 elements of this size are about
	 * 4 MB of kernel memory, allocated in a few ms when the map is created;
	 * larger values (strings) stay allocated as used.
	 */
	if (ck->tls_val_size <= 16)
		cg->maps[cg->m_tls].flags = 0;
	for (struct var *v = ck->vars; v; v = v->next)
		nassoc += v->scope == VAR_ASSOC;
	for (struct var *v = ck->vars; v; v = v->next) {
		uint32_t vsz = ALIGN_UP(check_value_size(v->ty), 8), n;

		if (v->scope != VAR_ASSOC)
			continue;
		n = clamp_entries(cg->cc->opts.dynvarsize, v->key_size + vsz, 65536);
		if (n > ASSOC_ENTRIES_ALL / nassoc)
			n = ASSOC_ENTRIES_ALL / nassoc > 64 ? ASSOC_ENTRIES_ALL / nassoc : 64;
		v->map = cg_map(cg, "dt_assoc", MAPR_ASSOC, BPF_MAP_TYPE_HASH, v->key_size, vsz, n);
	}
}

/*
 * Associative arrays are a hash map each. Where the program would still
 * name more than PROG_MAX_MAPS maps with them (aggregations already in
 * their sets: cg_agg.c), each is put in a MAPR_ASSOCSET with the others of
 * its layout, and programs find it there by its slot (cg_set_map): one
 * lookup more per access. Other maps of role MAPR_ASSOC (io, lockstat,
 * the task stash, vtimestamp's) are made as code needs them and stay
 * named.
 */
static void assoc_sets(struct cg_state *cg)
{
	uint32_t named = CG_LATE_MAPS, n = 0, *idx;

	for (uint32_t i = 0; i < cg->nmaps; i++)
		named += !cg->maps[i].set;
	if (named <= PROG_MAX_MAPS)
		return;
	for (struct var *v = cg->ck->vars; v; v = v->next)
		n += v->scope == VAR_ASSOC;
	idx = arena_alloc(&cg->cc->arena, sizeof(*idx) * (n ? n : 1));
	n = 0;
	for (struct var *v = cg->ck->vars; v; v = v->next)
		if (v->scope == VAR_ASSOC)
			idx[n++] = v->map;
	cg_map_sets(cg, idx, n, MAPR_ASSOCSET, "dt_assocset");
}

/* Copies the generated tables into the output arena. */
static void cg_output(struct cg_state *cg, struct prog_desc *pd, struct arena *out)
{
	struct check_state *ck = cg->ck;
	uint32_t strsz = cg->zero_off + ALIGN_UP(cg->zero_size, 8);
	struct ptrmap acts_out = {0}; /* a record's actions in the compile arena -> their copy */

	cg->maps[cg->m_scratch].value_size = ALIGN_UP(cg->scratch_size, 8);
	cg->maps[cg->m_strtab].value_size = strsz;
	cg->maps[cg->m_strtab].init = arena_alloc(out, strsz);
	if (ck->strtab_len)
		memcpy((void *)cg->maps[cg->m_strtab].init, ck->strtab, ck->strtab_len);
	for (uint32_t i = 0; i < cg->nslots; i++)
		memcpy((uint8_t *)cg->maps[cg->m_strtab].init + cg->slots_off + 4 * i, &i, 4);
	pd->maps = arena_memdup(out, cg->maps, sizeof(*cg->maps) * cg->nmaps);
	pd->nmaps = cg->nmaps;
	for (uint32_t i = 0; i < cg->nmaps; i++)
		pd->maps[i].name = arena_strdup(out, cg->maps[i].name);
	pd->recs = ARENA_NEWN(out, struct rec_desc, cg->nrecs ? cg->nrecs : 1);
	pd->nrecs = cg->nrecs;
	for (uint32_t i = 0; i < cg->nrecs; i++) {
		struct rec_desc *r = &pd->recs[i];

		*r = cg->recs[i];
		/* the records of a shared body's copies have the same actions (rec_copy) */
		r->acts = ptrmap_get(&acts_out, cg->recs[i].acts, NULL);
		if (r->acts)
			continue;
		r->acts = ARENA_NEWN(out, struct rec_action, r->nacts ? r->nacts : 1);
		ptrmap_put(&acts_out, &cg->cc->arena, cg->recs[i].acts, NULL, r->acts);
		for (uint32_t j = 0; j < r->nacts; j++) {
			struct rec_action *a = &r->acts[j], *src = &cg->recs[i].acts[j];

			*a = *src;
			a->fmt = src->fmt ? arena_strdup(out, src->fmt) : NULL;
			a->fields = src->nfields ? arena_memdup(out, src->fields, sizeof(*a->fields) * src->nfields) : NULL;
			for (uint32_t k = 0; k < a->nfields; k++)
				a->fields[k].type = arena_strdup(out, src->fields[k].type ? src->fields[k].type : "");
			a->aggs = src->naggs ? arena_memdup(out, src->aggs, sizeof(*a->aggs) * src->naggs) : NULL;
		}
	}
	pd->nclauses = ck->nclauses;
	pd->clause_pos = ARENA_NEWN(out, struct srcpos, ck->nclauses ? ck->nclauses : 1);
	for (struct check_clause *c = ck->clauses; c; c = c->next)
		if (c->index < ck->nclauses)
			pd->clause_pos[c->index] = c->node->list ? c->node->list->pos : c->node->pos;
	pd->strsize = cg->cc->opts.strsize;
}

/* Marks in touched[] (by id) the thread-locals that n reads or writes. */
static void tls_touched(const struct node *n, bool *touched)
{
	if (!n)
		return;
	if (n->kind == NODE_SELFVAR && n->ann && n->ann->kind == ANN_VAR && n->ann->var &&
	    n->ann->var->scope == VAR_TLS)
		touched[n->ann->var->id] = true;
	tls_touched(n->a, touched);
	tls_touched(n->b, touched);
	tls_touched(n->c, touched);
	for (const struct node *k = n->list; k; k = k->next)
		tls_touched(k, touched);
}

/* True if clause c runs in the program of ap (as cg_guard decides). */
bool cg_clause_in(const struct cg_state *cg, const struct check_clause *c, const struct attach_point *ap)
{
	if (clause_desc_bits(cg, c, ap))
		return true;
	for (uint32_t i = 0; i < ap->nprobes; i++)
		if (ptrmap_get(&cg->in_clause, c, ap->probes[i]))
			return true;
	return false;
}

/*
 * Chooses where each thread-local lives. A scalar one goes to task-local
 * storage (MAPR_TSTORE: a slot in a per-thread value the kernel finds from
 * the task, no hash insert or delete; about 40 ns a store-and-clear pair
 * against 250 to 340), where the host says every program type here can
 * use it, unless some clause reads or writes it for a thread other than
 * the one running the program (ap->task_arg: sched:::on-cpu, proc:::start),
 * whose task the helper cannot take from a raw tracepoint's arguments, or
 * in a perf-event program (profile), which may run in NMI context, where
 * creating a thread's value is not safe on every kernel: such a variable
 * stays in the MAPR_TLS hash everywhere, so that every clause sees the
 * same copy.
 */
static void cg_tls_place(struct cg_state *cg, struct attach_point **aps, uint32_t naps)
{
	const struct cc_host *h = cg->cc->host;
	uint32_t ntls = cg->ck->ntls, nslots = 0;
	bool *away, any = false;

	for (struct var *v = cg->ck->vars; v; v = v->next)
		any |= v->scope == VAR_TLS && v->ty && !type_is_byref(v->ty);
	if (!any || !h || !h->task_storage)
		return;
	for (uint32_t i = 0; i < naps; i++)
		if (aps[i]->prog_type != PROG_PERF_EVENT && !h->task_storage(cg->cc, h->ctx, aps[i]->prog_type))
			return;
	away = ARENA_NEWN(&cg->cc->arena, bool, ntls);
	for (struct check_clause *c = cg->ck->clauses; c; c = c->next) {
		bool other = false;

		if (c->node->kind != NODE_CLAUSE)
			continue;
		for (uint32_t i = 0; i < naps && !other; i++)
			other = (aps[i]->task_arg || aps[i]->prog_type == PROG_PERF_EVENT) &&
				cg_clause_in(cg, c, aps[i]);
		if (other) {
			tls_touched(c->node->a, away);
			tls_touched(c->node->b, away);
		}
	}
	cg->tls_slot = ARENA_NEWN(&cg->cc->arena, uint32_t, ntls);
	for (struct var *v = cg->ck->vars; v; v = v->next)
		if (v->scope == VAR_TLS && v->ty && !type_is_byref(v->ty) && !away[v->id])
			cg->tls_slot[v->id] = ++nslots;
	if (!nslots)
		return;
	/* key and value sizes as the kernel wants them: an int (a task's fd, from userspace) */
	cg->m_tstore = cg_map(cg, "dt_tstore", MAPR_TSTORE, BPF_MAP_TYPE_TASK_STORAGE, 4, 8 * nslots, 0);
	cg->maps[cg->m_tstore].flags = BPF_F_NO_PREALLOC;
}

/*
 * ---- shared bodies ----
 *
 * A wide description makes as many programs as attach points: `fbt:::entry`
 * 56,000, `:::` 117,000. Most are alike but for a few immediates: the
 * probe's id (PROBE_ID_FIXED), the program's own MAPR_KFRAMES row, and the
 * ids of its records. So the body is generated once for each body key
 * (what the code generator reads of the attach point: its program type,
 * how its arguments and conditions are read, its probe's provider and name,
 * which clauses it runs) and copied for each other attach point with the
 * same key, those immediates its own (prog.imms; cg_patch_next marks where
 * they are).
 * Each copy gets records of its own, numbered and laid out as if generated,
 * so that the output (EPIDs included) is what one body per point made.
 * Attach points whose code depends on more (several probes, descriptions,
 * another thread's task, vtimestamp's and io's notes) get their own.
 */
struct cg_body {
	const uint8_t *key;
	uint32_t len, hash;
	uint32_t prog;             /* the program generated for it */
	uint32_t rec0, nrecs;      /* that program's records */
	struct cg_patch *patches;
	uint32_t npatches;
};

void cg_patch_next(struct cg_state *cg, enum cg_patch_kind kind)
{
	if (cg->npatches == cg->patch_cap) {
		uint32_t cap = cg->patch_cap ? 2 * cg->patch_cap : 16;

		cg->patches = asm_grow(&cg->cc->arena, cg->patches, sizeof(*cg->patches) * cg->npatches,
				       sizeof(*cg->patches) * cap);
		cg->patch_cap = cap;
	}
	cg->patches[cg->npatches++] = (struct cg_patch){ cg->a.n, kind };
}

/* A body key being built. */
struct body_key {
	struct arena *arena;
	uint8_t *b;
	uint32_t n, cap;
};

static void key_put(struct body_key *k, const void *p, uint32_t len)
{
	if (k->n + len > k->cap) {
		uint32_t cap = k->cap ? 2 * k->cap : 256;

		while (cap < k->n + len)
			cap *= 2;
		k->b = asm_grow(k->arena, k->b, k->n, cap);
		k->cap = cap;
	}
	memcpy(k->b + k->n, p, len);
	k->n += len;
}

static void key_u32(struct body_key *k, uint32_t v)
{
	key_put(k, &v, sizeof(v));
}

static void key_u64(struct body_key *k, uint64_t v)
{
	key_put(k, &v, sizeof(v));
}

static void key_str(struct body_key *k, const char *s)
{
	key_u32(k, s != NULL);
	key_put(k, s ? s : "", (uint32_t)strlen(s ? s : "") + 1);
}

/* True if ap's program may be a copy of another's (see "shared bodies"). */
static bool body_shareable(const struct cg_state *cg, const struct attach_point *ap)
{
	const struct cc *cc = cg->cc;

	return ap->id_mode == PROBE_ID_FIXED && ap->nprobes == 1 && !ap->npdescs && !ap->grows &&
	       !ap->extra_site && !ap->task_arg && !ap->task_switch &&
	       !(cc->vtime_probe && cc->vtime_probe->ap == ap) && !(cc->ionote_probe && cc->ionote_probe->ap == ap) &&
	       !(cc->locknote_probe && cc->locknote_probe->ap == ap);
}

/* Builds ap's body key in k: everything cg_one_program reads of a shareable attach point. */
static void body_key(const struct cg_state *cg, const struct attach_point *ap, struct body_key *k)
{
	const struct probe *prb = ap->probes[0];

	k->n = 0;
	key_u32(k, ap->prog_type | ap->ctx << 8 | (uint32_t)ap->always_live << 16);
	key_u32(k, ap->nargs);
	for (uint32_t i = 0; i < ap->nargs && i < PROBE_MAXARGS; i++) {
		const struct probe_arg *pa = &ap->args[i];

		key_u32(k, pa->from | (uint32_t)pa->size << 8 | (uint32_t)pa->is_signed << 16);
		key_u32(k, pa->off);
		if (pa->from == PROBE_ARG_UMEM || pa->from == PROBE_ARG_KMEM || pa->from == PROBE_ARG_CONST)
			key_u64(k, (uint64_t)pa->val);
		if (pa->from == PROBE_ARG_UMEM)
			key_u32(k, pa->idx | (uint32_t)pa->scale << 16 | (uint32_t)pa->no_base << 24);
		if (pa->from == PROBE_ARG_PKT) {
			key_u32(k, pa->pkt.at4 | pa->pkt.at6 << 8 | (uint32_t)pa->pkt.ip_only << 16);
			key_str(k, pa->pkt.ptr);
			key_str(k, pa->pkt.idx);
		}
	}
	for (uint32_t i = 0; i < ARRAY_LEN(ap->conds); i++) {
		key_u32(k, ap->conds[i].arg | (uint32_t)ap->conds[i].eq << 8);
		if (ap->conds[i].arg) {
			key_u64(k, ap->conds[i].mask);
			key_u64(k, ap->conds[i].val);
		}
	}
	key_str(k, prb->prov);
	key_str(k, prb->name);
	for (const struct check_clause *c = cg->ck->clauses; c; c = c->next)
		if (c->node->kind == NODE_CLAUSE)
			key_u32(k, ptrmap_get(&cg->in_clause, c, prb) != NULL);
}

static uint32_t key_hash(const struct body_key *k)
{
	uint64_t h = k->n;
	uint32_t i = 0;

	for (; i + 8 <= k->n; i += 8) {
		uint64_t w;

		memcpy(&w, k->b + i, sizeof(w));
		h = (h ^ w) * 0x9e3779b97f4a7c15ull;
		h ^= h >> 29;
	}
	for (; i < k->n; i++)
		h = (h ^ k->b[i]) * 0x100000001b3ull;
	return (uint32_t)(h ^ h >> 32);
}

/* The slot of cg->bodies that holds key k, or the free one where it would go. */
static struct cg_body *body_slot(struct cg_state *cg, const struct body_key *k, uint32_t hash)
{
	uint32_t i = hash & (cg->bodies_cap - 1);

	while (cg->bodies[i].key && (cg->bodies[i].hash != hash || cg->bodies[i].len != k->n ||
				     memcmp(cg->bodies[i].key, k->b, k->n) != 0))
		i = (i + 1) & (cg->bodies_cap - 1);
	return &cg->bodies[i];
}

/* Remembers program prog, just generated, as the body of key k (its records from rec0 on). */
static void body_add(struct cg_state *cg, const struct body_key *k, uint32_t hash, uint32_t prog, uint32_t rec0)
{
	struct cg_body *b;

	if (2 * (cg->nbodies + 1) > cg->bodies_cap) {
		struct cg_body *old = cg->bodies;
		uint32_t old_cap = cg->bodies_cap;

		cg->bodies_cap = old_cap ? 2 * old_cap : 256;
		cg->bodies = ARENA_NEWN(&cg->cc->arena, struct cg_body, cg->bodies_cap);
		for (uint32_t i = 0; i < old_cap; i++) {
			uint32_t j = old[i].hash & (cg->bodies_cap - 1);

			if (!old[i].key)
				continue;
			while (cg->bodies[j].key)
				j = (j + 1) & (cg->bodies_cap - 1);
			cg->bodies[j] = old[i];
		}
	}
	b = body_slot(cg, k, hash);
	*b = (struct cg_body){
		.key = arena_memdup(&cg->cc->arena, k->b, k->n),
		.len = k->n,
		.hash = hash,
		.prog = prog,
		.rec0 = rec0,
		.nrecs = cg->nrecs - rec0,
		.patches = arena_memdup(&cg->cc->arena, cg->patches, sizeof(*cg->patches) * cg->npatches),
		.npatches = cg->npatches,
	};
	cg->nbodies++;
}

/*
 * Program idx as a copy of body b: its instructions, shared, with its own
 * probe id, row and record ids as imms, and records of its own.
 */
static void body_copy(struct cg_state *cg, const struct cg_body *b, struct prog_desc *pd, uint32_t idx,
		      struct arena *out)
{
	const struct prog *t = &pd->progs[b->prog];
	struct prog *p = &pd->progs[idx];
	uint32_t rec0 = cg->nrecs;
	char name[16] = "dtrace_p", digits[12];
	size_t n = 0, len = strlen(name);

	*p = *t; /* insns and insn_pos: read only, the same for every copy */
	p->ap = cg->aps[idx];
	for (uint32_t v = idx; !n || v; v /= 10)
		digits[n++] = (char)('0' + v % 10);
	while (n && len + 1 < sizeof(name))
		name[len++] = digits[--n];
	p->name = arena_strndup(out, name, len);
	for (uint32_t i = 0; i < b->nrecs; i++) {
		struct rec_desc *r = rec_alloc(cg);
		uint32_t id = r->id;

		*r = cg->recs[b->rec0 + i];
		r->id = id;
	}
	p->imms = ARENA_NEWN(out, struct prog_imm, b->npatches ? b->npatches : 1);
	p->nimms = b->npatches;
	for (uint32_t i = 0; i < b->npatches; i++) {
		const struct bpf_insn *in = &t->insns[b->patches[i].insn];
		struct prog_imm *pi = &p->imms[i];

		pi->insn = b->patches[i].insn;
		switch (b->patches[i].kind) {
		case CG_PATCH_PROBE_ID:
			pi->imm = (int32_t)p->ap->probes[0]->id;
			break;
		case CG_PATCH_PROG_INDEX:
			pi->imm = (int32_t)idx;
			break;
		case CG_PATCH_REC_ID:
			pi->imm = (int32_t)((uint32_t)in->imm - b->rec0 + rec0);
			break;
		}
	}
}

/* Generates program idx, or copies the body of an attach point alike generated before. */
static void cg_program_at(struct cg_state *cg, struct prog_desc *pd, uint32_t idx, struct body_key *k,
			  struct arena *out)
{
	struct attach_point *ap = cg->aps[idx];
	uint32_t hash, rec0 = cg->nrecs;
	struct cg_body *b;

	if (!body_shareable(cg, ap)) {
		cg_one_program(cg, ap, &pd->progs[idx], idx, out);
		return;
	}
	body_key(cg, ap, k);
	hash = key_hash(k);
	b = cg->bodies_cap ? body_slot(cg, k, hash) : NULL;
	if (b && b->key) {
		body_copy(cg, b, pd, idx, out);
		return;
	}
	cg_one_program(cg, ap, &pd->progs[idx], idx, out);
	body_add(cg, k, hash, idx, rec0);
}

struct prog_desc *cg_program(struct cc *cc, struct arena *out)
{
	struct cg_state *cg = ARENA_NEW(&cc->arena, struct cg_state);
	struct prog_desc *pd = ARENA_NEW(out, struct prog_desc);
	struct attach_point **aps = ARENA_NEWN(&cc->arena, struct attach_point *,
					       cc->nprobes + cc->npoints + 2);
	struct body_key key = { .arena = &cc->arena };
	struct ptrmap seen = {0}; /* attach points in aps[] */
	uint32_t naps = 0, npairs = 0;

	ptrmap_reserve(&seen, &cc->arena, cc->npoints + 2);
	cc->cgs = cg;
	cg->cc = cc;
	cg->ck = check_state(cc);
	asm_init(&cg->a, &cc->arena);
	for (struct check_clause *c = cg->ck->clauses; c; c = c->next)
		npairs += c->nprobes;
	ptrmap_reserve(&cg->in_clause, &cc->arena, npairs);
	for (struct check_clause *c = cg->ck->clauses; c; c = c->next)
		for (uint32_t i = 0; i < c->nprobes; i++)
			ptrmap_put(&cg->in_clause, &cc->arena, c, c->probes[i], c);
	cg_maps(cg);
	cg->zero_off = ALIGN_UP(cg->ck->strtab_len + 1, 8);
	cg->zero_size = cc->opts.strsize;
	for (struct var *v = cg->ck->vars; v; v = v->next) /* zeros a missing element reads as */
		if (v->ty && type_is_byref(v->ty) && (v->scope == VAR_TLS || v->scope == VAR_ASSOC) &&
		    dvar_value_size(cg, v) > cg->zero_size)
			cg->zero_size = dvar_value_size(cg, v);
	cg_agg_maps(cg, pd, out);
	assoc_sets(cg);
	/* the sets' slot keys go before the zeros (string table: cg_output) */
	cg->slots_off = cg->zero_off;
	cg->zero_off += ALIGN_UP(4 * cg->nslots, 8);
	cg->this_off = SCR_THIS;
	cg->tmp_off = cg->this_off + cg->ck->nthis_size;
	if (cg->ck->uses_strtok) {
		cg->strtok_off = cg->tmp_off;
		cg->tmp_off += 8 + ALIGN_UP(cc->opts.strsize, 8);
	}
	if (cg->ck->uses_strfind) {
		cg->find_off = cg->tmp_off;
		cg->tmp_off += cg_str_find_space(cc->opts.strsize);
	}
	if (cg->ck->uses_timestamp) {
		cg->ts_off = cg->tmp_off;
		cg->tmp_off += 8;
	}
	if (cg->ck->uses_alloca) {
		cg->alloca_off = cg->tmp_off;
		cg->alloca_size = check_alloca_space(cc);
		cg->tmp_off += 8 + 2 * cg->alloca_size;
	}
	cg->scratch_size = cg->tmp_off;
	/*
	 * vtimestamp's sched:::on-cpu, io:::wait's io:::start and lockstat's
	 * lock:contention_begin first: they
	 * are attached first and detached last (attach_all), so that no probe
	 * reads a note they have not kept up (a switch not seen would make a
	 * thread's vtimestamp count time off CPU).
	 */
	for (uint32_t i = 0; i < cc->nprobes + 3; i++) {
		struct probe *prb = i == 0 ? cc->vtime_probe : i == 1 ? cc->ionote_probe :
				    i == 2 ? cc->locknote_probe : cc->probes[i - 3];
		struct attach_point *ap = prb ? prb->ap : NULL;

		if (ap && ptrmap_put(&seen, &cc->arena, ap, NULL, ap))
			aps[naps++] = ap;
	}
	/* then those with no probe yet, for libraries the process will load, and probes' other places */
	for (uint32_t i = 0; i < cc->npoints; i++)
		if ((!cc->points[i]->nprobes && cc->points[i]->npdescs) || cc->points[i]->extra_site)
			aps[naps++] = cc->points[i];
	cg_tls_place(cg, aps, naps);
	pd->progs = ARENA_NEWN(out, struct prog, naps ? naps : 1);
	pd->nprogs = naps;
	cg->nprogs = naps;
	cg->aps = aps;
	for (uint32_t i = 0; i < naps; i++)
		cg_program_at(cg, pd, i, &key, out);
	cg_output(cg, pd, out);
	return pd;
}
