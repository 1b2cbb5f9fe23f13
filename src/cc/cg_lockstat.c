/*
 * cg_lockstat.c - what lockstat's contention probes know of a wait.
 *
 * Linux marks every wait for a contended lock with two tracepoints in the
 * waiting thread: lock:contention_begin (the lock's address, and flags
 * saying what kind of wait: LCB_F_SPIN, _READ, _WRITE, _RT, _PERCPU,
 * _MUTEX) and lock:contention_end (the lock's address, and 0 if the lock
 * was taken, else the error: a signal to an interruptible wait). DTrace's
 * contention probes fire when the wait is over, with its length; so the
 * program of contention_begin (enabled for this alone by cc.c when a probe
 * has a PROBE_ARG_LOCKNOTE argument) notes when the wait began and its
 * flags in dt_locknote by thread, and the probes at contention_end read
 * the note back (PROBE_ARG_LOCKNOTE). A mutex marks its optimistic spin
 * (LCB_F_MUTEX | LCB_F_SPIN) and, if the spin fails, a second begin for
 * its sleep (LCB_F_MUTEX): the second note replaces the first, so that the
 * wait is what DTrace's adaptive-block says, the sleep. dt_locknote is an
 * LRU hash: exited threads' notes go as others come; a note is not
 * removed at the end, every end has its own begin before it.
 */
#include "cg.h"

#include "../base/util.h"

enum { LOCKNOTE_ENTRIES = 8192 };

/* A note: when the wait began (ns, bpf_ktime_get_ns) and its flags. */
enum { NOTE_NS = 0, NOTE_FLAGS = 8, NOTE_SIZE = 16 };

static uint32_t locknote_map(struct cg_state *cg)
{
	if (!cg->locknote_made) {
		cg->m_locknote = cg_map(cg, "dt_locknote", MAPR_ASSOC, BPF_MAP_TYPE_LRU_HASH, 4, NOTE_SIZE,
					LOCKNOTE_ENTRIES);
		cg->locknote_made = true;
	}
	return cg->m_locknote;
}

void cg_lockstat_note(struct cg_state *cg)
{
	uint32_t key = ALIGN_UP(cg->tmp_off, 8), val = key + 8;

	if (cg->scratch_size < val + NOTE_SIZE)
		cg->scratch_size = val + NOTE_SIZE;
	cg->a.cur = (struct srcpos){0};
	asm_call(&cg->a, BPF_FUNC_get_current_pid_tgid);
	E(I_STX(BPF_W, R7, R0, (int16_t)key));
	asm_call(&cg->a, BPF_FUNC_ktime_get_ns);
	E(I_STX(BPF_DW, R7, R0, (int16_t)(val + NOTE_NS)));
	E(I_LDX(BPF_DW, R0, R6, 8)); /* contention_begin(lock, flags) */
	E(I_STX(BPF_DW, R7, R0, (int16_t)(val + NOTE_FLAGS)));
	asm_ld_map(&cg->a, R1, locknote_map(cg));
	cg_scratch_ptr(cg, R2, key);
	cg_scratch_ptr(cg, R3, val);
	E(I_MOV64_IMM(R4, BPF_ANY));
	asm_call(&cg->a, BPF_FUNC_map_update_elem);
}

void cg_lockstat_arg(struct cg_state *cg, const struct probe_arg *pa)
{
	uint32_t none = asm_label(&cg->a), done = asm_label(&cg->a), ok = asm_label(&cg->a);
	int16_t slot;

	asm_call(&cg->a, BPF_FUNC_get_current_pid_tgid);
	E(I_ALU64_IMM(BPF_LSH, R0, 32));
	E(I_ALU64_IMM(BPF_RSH, R0, 32));
	slot = cg_push(cg, R0);
	asm_ld_map(&cg->a, R1, locknote_map(cg));
	E(I_MOV64_REG(R2, FP));
	E(I_ALU64_IMM(BPF_ADD, R2, slot));
	asm_call(&cg->a, BPF_FUNC_map_lookup_elem);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, none);
	switch (pa->val) {
	case LOCKNOTE_NS:
		E(I_LDX(BPF_DW, R1, R0, NOTE_NS));
		E(I_STX(BPF_DW, FP, R1, slot));
		asm_call(&cg->a, BPF_FUNC_ktime_get_ns);
		E(I_LDX(BPF_DW, R1, FP, slot));
		E(I_ALU64_REG(BPF_SUB, R0, R1));
		break;
	case LOCKNOTE_RW:
		E(I_LDX(BPF_DW, R0, R0, NOTE_FLAGS));
		E(I_ALU64_IMM(BPF_RSH, R0, 1)); /* LOCKNOTE_F_READ */
		E(I_ALU64_IMM(BPF_AND, R0, 1));
		break;
	default: /* LOCKNOTE_FLAGS, and LOCKNOTE_F_FAILED if contention_end(lock, ret)'s ret is not 0 */
		E(I_LDX(BPF_DW, R0, R0, NOTE_FLAGS));
		E(I_LDX(BPF_DW, R1, R6, 8));
		E(I_ALU64_IMM(BPF_LSH, R1, 32)); /* an int */
		asm_jmp_imm(&cg->a, BPF_JEQ, R1, 0, ok);
		E(I_MOV64_IMM(R1, 1));
		E(I_ALU64_IMM(BPF_LSH, R1, 31)); /* LOCKNOTE_F_FAILED */
		E(I_ALU64_REG(BPF_OR, R0, R1));
		asm_place(&cg->a, ok);
		break;
	}
	asm_ja(&cg->a, done);
	asm_place(&cg->a, none);
	E(I_MOV64_IMM(R0, 0));
	asm_place(&cg->a, done);
	cg->ntmp--;
}
