/*
 * cg_lock.c - code generation for the lock subroutines of DTrace as Linux
 * has them (Oracle's DTrace for Linux maps them so too), and d_path().
 *
 * Input: typed NODE_CALLs. Output: BPF leaving the result in R0. A Linux
 * struct mutex keeps its owner's task_struct pointer in ->owner, with
 * flag bits in its low three bits; it is adaptive (its waiters spin while
 * the owner runs, then sleep), never a pure spin lock. A struct
 * rw_semaphore's ->count has bit 0 set while a writer holds it and the
 * readers, counted from bit 8. Member offsets come from BTF. Reads that
 * fault fire ERROR.
 */
#include "cg.h"

#include <string.h>

enum {
	MUTEX_FLAGS = 0x07,          /* the flag bits of mutex.owner */
	RWSEM_WRITER_LOCKED = 1,     /* rw_semaphore.count */
	RWSEM_READER_SHIFT = 8,
};

/* The byte offset of member name of kernel struct sou, from BTF. */
static uint32_t lock_off(struct cg_state *cg, struct node *call, const char *sou, const char *name)
{
	struct type *t = type_lookup(cg->cc, &cg->ck->tt, sou);
	uint32_t off = 0;

	if (!t || !type_is_sou(t) || !type_member(cg->cc, t, name, &off))
		cc_error(cg->cc, call->pos, D_VAR_UNSUP, "%s( ) needs %s.%s from kernel type information (BTF)",
			 call->str, sou, name);
	return off;
}

/* R0 = the 8 bytes at member name of the struct sou that the call's argument points to. */
static void lock_word(struct cg_state *cg, struct node *call, const char *sou, const char *name)
{
	uint32_t off = lock_off(cg, call, sou, name);

	cg_expr(cg, call->list);
	if (off)
		E(I_ALU64_IMM(BPF_ADD, R0, (int32_t)off));
	cg_read_scalar(cg, 8, false, NULL);
}

/* R0 = 1 if R0 != 0, else 0. */
static void lock_bool(struct cg_state *cg)
{
	uint32_t done = asm_label(&cg->a);

	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, done);
	E(I_MOV64_IMM(R0, 1));
	asm_place(&cg->a, done);
}

bool cg_lock_subr(struct cg_state *cg, struct node *n)
{
	switch (n->ann->func->id) {
	case FN_mutex_owned:
	case FN_mutex_owner:
		lock_word(cg, n, "struct mutex", "owner");
		E(I_ALU64_IMM(BPF_AND, R0, ~MUTEX_FLAGS));
		if (n->ann->func->id == FN_mutex_owned)
			lock_bool(cg);
		return true;
	case FN_mutex_type_adaptive:
	case FN_mutex_type_spin:
		cg_expr(cg, n->list);
		E(I_MOV64_IMM(R0, n->ann->func->id == FN_mutex_type_adaptive));
		return true;
	case FN_rw_read_held:
		lock_word(cg, n, "struct rw_semaphore", "count");
		E(I_ALU64_IMM(BPF_LSH, R0, 1));                        /* bit 63: a reader failed */
		E(I_ALU64_IMM(BPF_RSH, R0, RWSEM_READER_SHIFT + 1));
		lock_bool(cg);
		return true;
	case FN_rw_write_held:
	case FN_rw_iswriter:
		lock_word(cg, n, "struct rw_semaphore", "count");
		E(I_ALU64_IMM(BPF_AND, R0, RWSEM_WRITER_LOCKED));
		return true;
	case FN_d_path:
		cg_expr(cg, n->list);
		cg_fds_d_path(cg);
		return true;
	default:
		return false;
	}
}
