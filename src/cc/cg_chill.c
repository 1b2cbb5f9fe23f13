/*
 * cg_chill.c - chill(ns), DTrace's destructive action that spins the CPU
 * for ns nanoseconds. As in DTrace, a CPU chills at most CHILL_MAX ns in
 * each CHILL_INTERVAL (illumos: 500 ms in every second); a chill past that
 * is an illegal operation (the ERROR probe fires) and does not spin. The
 * spin is bpf_loop() (Linux 5.17) calling a callback, placed after the
 * program's body, that asks the clock whether the deadline has passed:
 * the verifier checks the callback once, whatever the time asked.
 */
#include "cg.h"

#define CHILL_MAX      500000000ll   /* ns a CPU may chill in an interval */
#define CHILL_INTERVAL 1000000000ll
#define CHILL_LOOPS    (1 << 23)     /* bpf_loop()'s most iterations */

/* dt_chill, per CPU: when its interval began, and the ns chilled in it. */
enum { CH_MARK = 0, CH_CHILLED = 8, CH_SIZE = 16 };

void cg_chill(struct cg_state *cg, struct node *call)
{
	uint32_t bad = asm_label(&cg->a), keep = asm_label(&cg->a), done = asm_label(&cg->a);
	int16_t ns, note;

	if (!cg_has_helper(cg, BPF_FUNC_loop))
		cc_error(cg->cc, call->pos, D_CG_EXPR, "chill( ) needs bpf_loop( ) (Linux 5.17 and later), "
			 "which this kernel lacks");
	if (!cg->chill_made) {
		cg->m_chill = cg_map(cg, "dt_chill", MAPR_ASSOC, BPF_MAP_TYPE_PERCPU_ARRAY, 4, CH_SIZE, 1);
		cg->chill_made = true;
	}
	cg->rec_force = true; /* as raise(): the clause's probe is traced */
	cg_expr(cg, call->list);
	ns = cg_push(cg, R0);
	E(I_MOV64_IMM(R0, 0));
	note = cg_push(cg, R0); /* the key 0, then this CPU's dt_chill */
	asm_ld_map(&cg->a, R1, cg->m_chill);
	E(I_MOV64_REG(R2, FP));
	E(I_ALU64_IMM(BPF_ADD, R2, note));
	asm_call(&cg->a, BPF_FUNC_map_lookup_elem);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, done); /* never: an array */
	E(I_STX(BPF_DW, FP, R0, note));
	asm_call(&cg->a, BPF_FUNC_ktime_get_ns);
	E(I_LDX(BPF_DW, R1, FP, note));
	E(I_LDX(BPF_DW, R2, R1, CH_MARK));
	E(I_MOV64_REG(R3, R0));
	E(I_ALU64_REG(BPF_SUB, R3, R2));
	asm_ld_imm64(&cg->a, R4, (uint64_t)CHILL_INTERVAL);
	asm_jmp_reg(&cg->a, BPF_JLE, R3, R4, keep); /* a new interval: nothing chilled in it yet */
	E(I_STX(BPF_DW, R1, R0, CH_MARK));
	E(I_ST(BPF_DW, R1, CH_CHILLED, 0));
	asm_place(&cg->a, keep);
	asm_ld_imm64(&cg->a, R4, (uint64_t)CHILL_MAX);
	E(I_LDX(BPF_DW, R3, FP, ns));
	asm_jmp_reg(&cg->a, BPF_JGT, R3, R4, bad); /* negative ones too: unsigned */
	E(I_LDX(BPF_DW, R2, R1, CH_CHILLED));
	E(I_ALU64_REG(BPF_ADD, R2, R3));
	asm_jmp_reg(&cg->a, BPF_JGT, R2, R4, bad);
	E(I_STX(BPF_DW, R1, R2, CH_CHILLED));
	E(I_ALU64_REG(BPF_ADD, R3, R0));
	E(I_STX(BPF_DW, FP, R3, ns)); /* the deadline, which the callback reads */
	E(I_MOV64_IMM(R1, CHILL_LOOPS));
	asm_ld_func(&cg->a, R2, cg->chill_label);
	E(I_MOV64_REG(R3, FP));
	E(I_ALU64_IMM(BPF_ADD, R3, ns));
	E(I_MOV64_IMM(R4, 0));
	asm_call(&cg->a, BPF_FUNC_loop);
	asm_ja(&cg->a, done);
	asm_place(&cg->a, bad);
	cg_fault_now(cg, FAULT_ILLOP);
	asm_place(&cg->a, done);
	cg->ntmp -= 2;
	cg->chill_used = true;
}

const struct prog_func *cg_chill_func(struct cg_state *cg, struct arena *out)
{
	uint32_t stop = asm_label(&cg->a);
	struct prog_func *f;

	if (!cg->chill_used)
		return NULL;
	cg->a.cur = (struct srcpos){0};
	asm_place(&cg->a, cg->chill_label);
	/* R1 the iteration, R2 the deadline's address (the caller's stack) */
	E(I_MOV64_REG(R6, R2));
	asm_call(&cg->a, BPF_FUNC_ktime_get_ns);
	E(I_LDX(BPF_DW, R1, R6, 0));
	asm_jmp_reg(&cg->a, BPF_JGE, R0, R1, stop);
	E(I_MOV64_IMM(R0, 0)); /* go on */
	E(I_EXIT());
	asm_place(&cg->a, stop);
	E(I_MOV64_IMM(R0, 1));
	E(I_EXIT());
	f = ARENA_NEW(out, struct prog_func);
	f->insn = cg->a.labels[cg->chill_label];
	f->nargs = 2;
	f->name = "dtrace_chill";
	f->callback = true;
	return f;
}
