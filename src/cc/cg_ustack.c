/*
 * cg_ustack.c - user stacks unwound in the kernel (split from cg.c along
 * the ustack seam).
 *
 * Input: a ustack() key or ustackdepth. Output: BPF that walks the user
 * stack of the current thread with the unwind tables that the runtime
 * keeps for the processes it has seen (cc/utab.h, user/utab.c): the
 * process's entry gives its executable mappings, each mapping its module's
 * rows; a binary search finds the rule for each pc (kept in a per-CPU
 * cache by address), and the rule says where the caller's frame is. This is sym/unwind.c's walk, step for step, so a
 * stack is the same whichever side unwinds it; but it reads the live stack,
 * a few words a frame, instead of copying 8 KB of it to userspace.
 *
 * A process with no table (not seen yet), another program in it (exec),
 * or a pc in no mapping it knows (a library loaded since) is a miss: the
 * caller then falls back to the raw stack for userspace to unwind, which
 * also makes the runtime build or refresh the process's table.
 *
 * Scratch and registers: R9 holds the process's entry across the walk; the
 * walk's state lives in a scratch area (W_*), where the verifier does not
 * follow values, so that every iteration of the frame loop looks the same
 * to it: with a may_goto at its head (kernel 6.9), it verifies the loop
 * body once instead of once per frame (600 ms of startup for 100 frames).
 */
#include "cg.h"

#include <stddef.h>
#include <string.h>

#include "utab.h"

/* BPF_JMP | BPF_JCOND with src BPF_MAY_GOTO: jumps once the kernel's loop budget is spent. */
#define JCOND 0xe0

/*
 * The top of the stack is copied once at the start (UCHUNK bytes, or a
 * quarter of that near the stack's end): most frames' words are in it, and
 * one copy costs about what one read of a word does.
 */
#define UCHUNK 1024

/* The walk's state in scratch, from its base. */
enum {
	W_IP = 0, W_SP = 8, W_BP = 16, /* the registers of the frame being walked */
	W_OSP = 24,                    /* sp before the step: the stack must grow */
	W_EXACT = 32,                  /* 1: W_IP is where the thread is, 0: a return address */
	W_X = 40,                      /* the address looked up (pc, or return address - 1) */
	W_LO = 48, W_CNT = 56, W_MID = 64, /* binary search over the module's rows */
	W_RULE = 72,
	W_KEY = 80,                    /* u32 map key */
	W_TMP = 88,                    /* words read from the stack (7 for a signal frame) */
	W_N = W_TMP + 7 * 8,           /* frames so far */
	W_XA = W_N + 8,                /* W_X kept (find_rule makes it the module's address) */
	W_CBASE = W_XA + 8,            /* the stack copied at the start: from this address, */
	W_CLEN = W_CBASE + 8,          /* this many bytes (0: none), */
	W_CHUNK = W_CLEN + 8,          /* here */
	W_SIZE = W_CHUNK + UCHUNK + 16,
};

#define CACHE_HASH 0x9E3779B1u /* Fibonacci hashing of an address into the rule cache */

/* x86-64 struct pt_regs, in u64 words. */
enum { PT_BP = 4, PT_IP = 16, PT_CS = 17, PT_SP = 19 };

/*
 * Where a kernel lacks bpf_task_pt_regs() (before 5.15), the user
 * registers saved at kernel entry are found as that helper finds them on
 * x86-64: the struct pt_regs at the top of the task's kernel stack
 * (task->stack + THREAD_SIZE: 16 KB, as Debian's kernels and any without
 * KASAN have). cs is checked to be the user's 64-bit code segment, so that
 * another layout reads as no registers, not as wrong ones.
 */
enum { X86_THREAD_SIZE = 16384, X86_USER_CS = 0x33 };

/*
 * Without bpf_task_pt_regs(): R0 = the address of the current thread's
 * user registers (X86_THREAD_SIZE above), or 0 if they are not there.
 */
static void regs_addr(struct cg_state *cg)
{
	struct type *task = type_lookup(cg->cc, &cg->ck->tt, "struct task_struct");
	struct type *regs = type_lookup(cg->cc, &cg->ck->tt, "struct pt_regs");
	uint32_t stack_off = 0, none = asm_label(&cg->a), done = asm_label(&cg->a);
	int16_t slot;

	if (!task || !regs || !type_is_sou(task) || !type_member(cg->cc, task, "stack", &stack_off) ||
	    regs->size != 21 * 8) {
		E(I_MOV64_IMM(R0, 0));
		return;
	}
	cg_current_task(cg);
	cg_task_load(cg, 8, (int16_t)stack_off);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, done);
	E(I_ALU64_IMM(BPF_ADD, R0, X86_THREAD_SIZE - 21 * 8));
	slot = cg_push(cg, R0);
	cg_kread(cg, 8, PT_CS * 8);
	asm_jmp_imm(&cg->a, BPF_JNE, R0, X86_USER_CS, none);
	E(I_LDX(BPF_DW, R0, FP, slot));
	asm_ja(&cg->a, done);
	asm_place(&cg->a, none);
	E(I_MOV64_IMM(R0, 0));
	asm_place(&cg->a, done);
	cg->ntmp--;
}

/*
 * Writes the ip, sp and bp of the current thread's user registers to
 * scratch at off, off + 8 and off + 16 (0s where they cannot be found).
 */
static void user_regs(struct cg_state *cg, uint32_t off)
{
	static const int words[3] = { PT_IP, PT_SP, PT_BP };
	uint32_t done = asm_label(&cg->a);
	int16_t slot;

	if (cg_has_helper(cg, BPF_FUNC_task_pt_regs)) {
		asm_call(&cg->a, BPF_FUNC_get_current_task_btf);
		E(I_MOV64_REG(R1, R0));
		asm_call(&cg->a, BPF_FUNC_task_pt_regs);
		for (int i = 0; i < 3; i++) {
			E(I_LDX(BPF_DW, R1, R0, (int16_t)(words[i] * 8)));
			E(I_STX(BPF_DW, R7, R1, (int16_t)(off + 8 * i)));
		}
		return;
	}
	for (int i = 0; i < 3; i++)
		E(I_ST(BPF_DW, R7, (int16_t)(off + 8 * i), 0));
	regs_addr(cg);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, done);
	slot = cg_push(cg, R0);
	for (int i = 0; i < 3; i++) {
		E(I_LDX(BPF_DW, R0, FP, slot));
		cg_kread(cg, 8, words[i] * 8);
		E(I_STX(BPF_DW, R7, R0, (int16_t)(off + 8 * i)));
	}
	cg->ntmp--;
	asm_place(&cg->a, done);
}

/*
 * R0 = member name of the current task's thread_struct (x86_64's segment
 * registers and trap number, which struct pt_regs does not hold), or 0
 * where BTF lacks it.
 */
static void uregs_thread(struct cg_state *cg, const char *name)
{
	char path[32];
	const struct member *m;
	uint32_t off;

	snprintf(path, sizeof(path), "thread.%s", name);
	m = cg_task_member(cg, path, &off);
	if (!m || m->bit_size || !type_is_int(m->ty) || m->ty->size > 8 || off > INT16_MAX) {
		E(I_MOV64_IMM(R0, 0));
		return;
	}
	cg_current_task(cg);
	cg_task_load(cg, (uint8_t)m->ty->size, (int16_t)off);
}

void cg_ustack_uregs(struct cg_state *cg, uint32_t word)
{
	static const char *const thread_regs[] = { "ds", "es", "fsbase", "gsbase", "trap_nr" };
	uint32_t done = asm_label(&cg->a);

	if (word >= UREGS_PT_REGS) { /* R_DS, R_ES, R_FS, R_GS, R_TRAPNO */
		uregs_thread(cg, thread_regs[word - UREGS_PT_REGS]);
		return;
	}

	if (cg_has_helper(cg, BPF_FUNC_task_pt_regs)) {
		asm_call(&cg->a, BPF_FUNC_get_current_task_btf);
		E(I_MOV64_REG(R1, R0));
		asm_call(&cg->a, BPF_FUNC_task_pt_regs);
		E(I_LDX(BPF_DW, R0, R0, (int16_t)(8 * word)));
		return;
	}
	regs_addr(cg);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, done);
	cg_kread(cg, 8, (int32_t)(8 * word));
	asm_place(&cg->a, done);
}

/* Creates the process, row and rule cache maps at first use. */
static void utab_maps(struct cg_state *cg)
{
	if (cg->utab_made)
		return;
	cg->m_uprocs = cg_map(cg, "dt_uprocs", MAPR_UPROCS, BPF_MAP_TYPE_LRU_HASH, 4,
			      sizeof(struct utab_proc), UTAB_PROCS);
	cg->m_urows = cg_map(cg, "dt_urows", MAPR_UROWS, BPF_MAP_TYPE_ARRAY, 4, 8, UTAB_ROWS);
	cg->maps[cg->m_urows].flags = BPF_F_MMAPABLE; /* the runtime writes rows in place */
	/* one cache per scratch slot: a walk that interrupts another on its CPU has its own */
	cg->m_ucache = cg_map(cg, "dt_ucache", MAPR_SCRATCH, BPF_MAP_TYPE_PERCPU_ARRAY, 4,
			      UTAB_CACHE * sizeof(struct utab_cached), SCRATCH_SLOTS);
	cg->utab_made = true;
}

/* R0 = the current process's mm->start_stack (0 if BTF lacks it or there is no mm). */
static void start_stack(struct cg_state *cg)
{
	struct type *task = type_lookup(cg->cc, &cg->ck->tt, "struct task_struct");
	struct type *mm = type_lookup(cg->cc, &cg->ck->tt, "struct mm_struct");
	uint32_t mm_off = 0, ss_off = 0, none = asm_label(&cg->a), done = asm_label(&cg->a);

	if (!task || !mm || !type_is_sou(task) || !type_is_sou(mm) ||
	    !type_member(cg->cc, task, "mm", &mm_off) ||
	    !type_member(cg->cc, mm, "start_stack", &ss_off)) {
		E(I_MOV64_IMM(R0, 0));
		return;
	}
	cg_current_task(cg);
	cg_task_load(cg, 8, (int16_t)mm_off);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, none);
	cg_task_load(cg, 8, (int16_t)ss_off);
	asm_ja(&cg->a, done);
	asm_place(&cg->a, none);
	E(I_MOV64_IMM(R0, 0)); /* a number, not the null pointer */
	asm_place(&cg->a, done);
}

/* The byte offset of member name of struct tag (BTF), or false. */
static bool member_off(struct cg_state *cg, const char *tag, const char *name, uint32_t *off)
{
	struct type *t = type_lookup(cg->cc, &cg->ck->tt, tag);

	return t && type_is_sou(t) && type_member(cg->cc, t, name, off);
}

/* R0 = the inode number of the current process's program (mm->exe_file), or 0. */
static void exe_ino(struct cg_state *cg)
{
	uint32_t mm, exe, inode, ino, none = asm_label(&cg->a), done = asm_label(&cg->a);

	if (!member_off(cg, "struct task_struct", "mm", &mm) ||
	    !member_off(cg, "struct mm_struct", "exe_file", &exe) ||
	    !member_off(cg, "struct file", "f_inode", &inode) ||
	    !member_off(cg, "struct inode", "i_ino", &ino)) {
		E(I_MOV64_IMM(R0, 0));
		return;
	}
	cg_current_task(cg);
	cg_task_load(cg, 8, (int16_t)mm);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, none);
	cg_task_load(cg, 8, (int16_t)exe);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, none);
	cg_task_load(cg, 8, (int16_t)inode);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, none);
	cg_task_load(cg, 8, (int16_t)ino);
	asm_ja(&cg->a, done);
	asm_place(&cg->a, none);
	E(I_MOV64_IMM(R0, 0)); /* a number, not the null pointer */
	asm_place(&cg->a, done);
}

/*
 * R0 = the process's entry (from the lookup), or else its parent's: a
 * child forked without exec has its parent's mappings (the checks that
 * follow tell an exec), and its first stacks are walked with
 * its parent's entry while the runtime, asked now, makes its own.
 * Jumps to miss if neither has one.
 */
static void parent_entry(struct cg_state *cg, uint32_t w, uint32_t off, uint32_t miss)
{
	struct type *task = type_lookup(cg->cc, &cg->ck->tt, "struct task_struct");
	uint32_t have = asm_label(&cg->a), parent_off = 0, tgid_off = 0, req = W_TMP;

	asm_jmp_imm(&cg->a, BPF_JNE, R0, 0, have);
	if (!task || !type_is_sou(task) || !type_member(cg->cc, task, "real_parent", &parent_off) ||
	    !type_member(cg->cc, task, "tgid", &tgid_off)) {
		asm_ja(&cg->a, miss);
		asm_place(&cg->a, have);
		return;
	}
	cg_current_task(cg);
	cg_task_load(cg, 8, (int16_t)parent_off);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, miss);
	cg_task_load(cg, 4, (int16_t)tgid_off);
	E(I_STX(BPF_W, R7, R0, (int16_t)(w + W_KEY)));
	asm_ld_map(&cg->a, R1, cg->m_uprocs);
	cg_scratch_ptr(cg, R2, w + W_KEY);
	asm_call(&cg->a, BPF_FUNC_map_lookup_elem);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, miss);
	E(I_MOV64_REG(R9, R0));
	/* ask for this process's own entry (UTAB_REC_ID) */
	E(I_ST(BPF_W, R7, (int16_t)(w + req + offsetof(struct rec_hdr, rec_id)), (int32_t)UTAB_REC_ID));
	E(I_LDX(BPF_DW, R0, R7, (int16_t)off)); /* the pid */
	E(I_STX(BPF_W, R7, R0, (int16_t)(w + req + offsetof(struct rec_hdr, probe_id))));
	asm_ld_map(&cg->a, R1, cg->m_ring);
	cg_scratch_ptr(cg, R2, w + req);
	E(I_MOV64_IMM(R3, sizeof(struct rec_hdr)));
	E(I_MOV64_IMM(R4, 0));
	asm_call(&cg->a, BPF_FUNC_ringbuf_output);
	E(I_MOV64_REG(R0, R9));
	asm_place(&cg->a, have);
}

/* R0 = row W_KEY of the rows map (its value), or a jump to miss. */
static void row_at_key(struct cg_state *cg, uint32_t w, uint32_t miss)
{
	asm_ld_map(&cg->a, R1, cg->m_urows);
	cg_scratch_ptr(cg, R2, w + W_KEY);
	asm_call(&cg->a, BPF_FUNC_map_lookup_elem);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, miss);
	E(I_LDX(BPF_DW, R0, R0, 0));
}

/*
 * W_RULE = the rule for the address at W_X in the process's table (R9), or
 * a jump to miss if no mapping of the table holds it.
 */
static void find_rule(struct cg_state *cg, uint32_t w, uint32_t miss)
{
	uint32_t mfound = asm_label(&cg->a), rfound = asm_label(&cg->a), fp = asm_label(&cg->a);
	uint32_t have = asm_label(&cg->a), clamped = asm_label(&cg->a);
	const int16_t maps = (int16_t)offsetof(struct utab_proc, maps);
	const uint32_t msize = sizeof(struct utab_map);

	/* the mapping: the last one that starts at or below x (maps[] sorted) */
	E(I_LDX(BPF_DW, R2, R7, (int16_t)(w + W_X)));
	E(I_LDX(BPF_W, R4, R9, (int16_t)offsetof(struct utab_proc, nmaps)));
	asm_jmp_imm(&cg->a, BPF_JEQ, R4, 0, miss);
	asm_jmp_imm(&cg->a, BPF_JLE, R4, UTAB_NMAPS, clamped);
	E(I_MOV64_IMM(R4, UTAB_NMAPS));
	asm_place(&cg->a, clamped);
	E(I_MOV64_IMM(R5, 0));
	for (uint32_t step = UTAB_NMAPS; step > 1; step /= 2) {
		uint32_t stay = asm_label(&cg->a);

		asm_jmp_imm(&cg->a, BPF_JLE, R4, 1, mfound);
		E(I_MOV64_REG(R1, R4));
		E(I_ALU64_IMM(BPF_RSH, R1, 1));
		E(I_MOV64_REG(R3, R5));
		E(I_ALU64_REG(BPF_ADD, R3, R1));
		E(I_ALU64_IMM(BPF_AND, R3, UTAB_NMAPS - 1));
		E(I_MOV64_REG(R0, R3));
		E(I_ALU64_IMM(BPF_MUL, R0, (int32_t)msize));
		E(I_ALU64_REG(BPF_ADD, R0, R9));
		E(I_LDX(BPF_DW, R0, R0, (int16_t)(maps + offsetof(struct utab_map, start))));
		asm_jmp_reg(&cg->a, BPF_JGT, R0, R2, stay);
		E(I_MOV64_REG(R5, R3));
		asm_place(&cg->a, stay);
		E(I_ALU64_REG(BPF_SUB, R4, R1));
	}
	asm_place(&cg->a, mfound);
	E(I_ALU64_IMM(BPF_AND, R5, UTAB_NMAPS - 1));
	E(I_ALU64_IMM(BPF_MUL, R5, (int32_t)msize));
	E(I_ALU64_REG(BPF_ADD, R5, R9));
	E(I_LDX(BPF_DW, R0, R5, (int16_t)(maps + offsetof(struct utab_map, start))));
	asm_jmp_reg(&cg->a, BPF_JLT, R2, R0, miss);
	E(I_LDX(BPF_DW, R0, R5, (int16_t)(maps + offsetof(struct utab_map, end))));
	asm_jmp_reg(&cg->a, BPF_JGE, R2, R0, miss);
	E(I_LDX(BPF_W, R0, R5, (int16_t)(maps + offsetof(struct utab_map, first))));
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, (int32_t)UTAB_NOROWS, miss);
	E(I_LDX(BPF_W, R1, R5, (int16_t)(maps + offsetof(struct utab_map, nrows))));
	asm_jmp_imm(&cg->a, BPF_JEQ, R1, 0, fp);
	E(I_LDX(BPF_DW, R3, R5, (int16_t)(maps + offsetof(struct utab_map, bias))));
	E(I_ALU64_REG(BPF_SUB, R2, R3));         /* the module's address */
	E(I_MOV64_REG(R3, R2));
	E(I_ALU64_IMM(BPF_RSH, R3, 32));
	asm_jmp_imm(&cg->a, BPF_JNE, R3, 0, fp);
	E(I_STX(BPF_DW, R7, R2, (int16_t)(w + W_X)));
	E(I_STX(BPF_DW, R7, R0, (int16_t)(w + W_LO)));
	E(I_STX(BPF_DW, R7, R1, (int16_t)(w + W_CNT)));
	/* the row: the last one at or below the address (rows sorted) */
	for (uint32_t step = 0; step < UTAB_MAXSTEPS; step++) {
		uint32_t stay = asm_label(&cg->a);

		E(I_LDX(BPF_DW, R1, R7, (int16_t)(w + W_CNT)));
		asm_jmp_imm(&cg->a, BPF_JLE, R1, 1, rfound);
		E(I_ALU64_IMM(BPF_RSH, R1, 1));
		E(I_LDX(BPF_DW, R2, R7, (int16_t)(w + W_LO)));
		E(I_ALU64_REG(BPF_ADD, R2, R1));
		E(I_STX(BPF_DW, R7, R2, (int16_t)(w + W_MID)));
		E(I_STX(BPF_W, R7, R2, (int16_t)(w + W_KEY)));
		row_at_key(cg, w, miss);
		E(I_ALU32_REG(BPF_MOV, R0, R0)); /* the row's address */
		E(I_LDX(BPF_DW, R1, R7, (int16_t)(w + W_X)));
		asm_jmp_reg(&cg->a, BPF_JGT, R0, R1, stay);
		E(I_LDX(BPF_DW, R2, R7, (int16_t)(w + W_MID)));
		E(I_STX(BPF_DW, R7, R2, (int16_t)(w + W_LO)));
		asm_place(&cg->a, stay);
		E(I_LDX(BPF_DW, R1, R7, (int16_t)(w + W_CNT)));
		E(I_MOV64_REG(R2, R1));
		E(I_ALU64_IMM(BPF_RSH, R2, 1));
		E(I_ALU64_REG(BPF_SUB, R1, R2));
		E(I_STX(BPF_DW, R7, R1, (int16_t)(w + W_CNT)));
	}
	asm_place(&cg->a, rfound);
	E(I_LDX(BPF_DW, R2, R7, (int16_t)(w + W_LO)));
	E(I_STX(BPF_W, R7, R2, (int16_t)(w + W_KEY)));
	row_at_key(cg, w, miss);
	E(I_MOV64_REG(R1, R0));
	E(I_ALU32_REG(BPF_MOV, R1, R1));
	E(I_LDX(BPF_DW, R2, R7, (int16_t)(w + W_X)));
	asm_jmp_reg(&cg->a, BPF_JGT, R1, R2, fp); /* before the module's first row */
	E(I_ALU64_IMM(BPF_RSH, R0, 32));
	asm_ja(&cg->a, have);
	asm_place(&cg->a, fp);
	E(I_MOV64_IMM(R0, UTAB_FP));
	asm_place(&cg->a, have);
	E(I_STX(BPF_DW, R7, R0, (int16_t)(w + W_RULE)));
}

/*
 * size bytes of user memory at address R3 into scratch w + W_TMP, from the
 * copy of the stack's top if they are in it; R0 = 0, or < 0 if unreadable.
 */
static void read_words(struct cg_state *cg, uint32_t w, int32_t size)
{
	uint32_t slow = asm_label(&cg->a), out = asm_label(&cg->a);

	if (size <= 16) {
		E(I_LDX(BPF_DW, R2, R7, (int16_t)(w + W_CLEN)));
		asm_jmp_imm(&cg->a, BPF_JEQ, R2, 0, slow);
		E(I_ALU64_IMM(BPF_SUB, R2, size));
		E(I_MOV64_REG(R1, R3));
		E(I_LDX(BPF_DW, R0, R7, (int16_t)(w + W_CBASE)));
		E(I_ALU64_REG(BPF_SUB, R1, R0));
		asm_jmp_reg(&cg->a, BPF_JGT, R1, R2, slow);
		E(I_ALU64_IMM(BPF_AND, R1, UCHUNK - 1)); /* it is: bounded for the verifier */
		E(I_ALU64_REG(BPF_ADD, R1, R7));
		for (int32_t at = 0; at < size; at += 8) {
			E(I_LDX(BPF_DW, R0, R1, (int16_t)(w + W_CHUNK + at)));
			E(I_STX(BPF_DW, R7, R0, (int16_t)(w + W_TMP + at)));
		}
		E(I_MOV64_IMM(R0, 0));
		asm_ja(&cg->a, out);
	}
	asm_place(&cg->a, slow);
	cg_scratch_ptr(cg, R1, w + W_TMP);
	E(I_MOV64_IMM(R2, size));
	asm_call(&cg->a, BPF_FUNC_probe_read_user);
	asm_place(&cg->a, out);
}

/* R3 = the rule cache's slot for the address in R2 (the cache's value pointer at FP + cslot). */
static void cache_slot(struct cg_state *cg, int16_t cslot)
{
	E(I_MOV64_REG(R1, R2));
	E(I_ALU32_IMM(BPF_MUL, R1, (int32_t)CACHE_HASH));
	E(I_ALU32_IMM(BPF_RSH, R1, 24));
	E(I_ALU64_IMM(BPF_AND, R1, UTAB_CACHE - 1));
	E(I_ALU64_IMM(BPF_LSH, R1, 4));
	E(I_LDX(BPF_DW, R3, FP, cslot));
	E(I_ALU64_REG(BPF_ADD, R3, R1));
}

/* W_RULE for the address at W_X: from the cache if it has it, else found and kept there. */
static void cached_rule(struct cg_state *cg, uint32_t w, int16_t cslot, uint32_t miss)
{
	uint32_t search = asm_label(&cg->a), have = asm_label(&cg->a);

	E(I_LDX(BPF_DW, R2, R7, (int16_t)(w + W_X)));
	E(I_STX(BPF_DW, R7, R2, (int16_t)(w + W_XA)));
	cache_slot(cg, cslot);
	E(I_LDX(BPF_DW, R0, R3, (int16_t)offsetof(struct utab_cached, x)));
	asm_jmp_reg(&cg->a, BPF_JNE, R0, R2, search);
	E(I_LDX(BPF_W, R0, R3, (int16_t)offsetof(struct utab_cached, gen)));
	E(I_LDX(BPF_W, R4, R9, (int16_t)offsetof(struct utab_proc, gen)));
	asm_jmp_reg(&cg->a, BPF_JNE, R0, R4, search);
	E(I_LDX(BPF_W, R0, R3, (int16_t)offsetof(struct utab_cached, rule)));
	E(I_STX(BPF_DW, R7, R0, (int16_t)(w + W_RULE)));
	asm_ja(&cg->a, have);
	asm_place(&cg->a, search);
	find_rule(cg, w, miss);
	E(I_LDX(BPF_DW, R2, R7, (int16_t)(w + W_XA)));
	cache_slot(cg, cslot);
	E(I_STX(BPF_DW, R3, R2, (int16_t)offsetof(struct utab_cached, x)));
	E(I_LDX(BPF_W, R0, R9, (int16_t)offsetof(struct utab_proc, gen)));
	E(I_STX(BPF_W, R3, R0, (int16_t)offsetof(struct utab_cached, gen)));
	E(I_LDX(BPF_DW, R0, R7, (int16_t)(w + W_RULE)));
	E(I_STX(BPF_W, R3, R0, (int16_t)offsetof(struct utab_cached, rule)));
	asm_place(&cg->a, have);
}

/* Copies the top of the stack (from W_SP) to W_CHUNK; W_CLEN = how much. */
static void copy_top(struct cg_state *cg, uint32_t w)
{
	uint32_t done = asm_label(&cg->a);

	E(I_LDX(BPF_DW, R3, R7, (int16_t)(w + W_SP)));
	E(I_STX(BPF_DW, R7, R3, (int16_t)(w + W_CBASE)));
	for (int32_t room = UCHUNK; room >= UCHUNK / 4; room /= 4) {
		cg_scratch_ptr(cg, R1, w + W_CHUNK);
		E(I_MOV64_IMM(R2, room));
		E(I_LDX(BPF_DW, R3, R7, (int16_t)(w + W_CBASE)));
		asm_call(&cg->a, BPF_FUNC_probe_read_user);
		E(I_MOV64_IMM(R1, room));
		asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, done);
	}
	E(I_MOV64_IMM(R1, 0));
	asm_place(&cg->a, done);
	E(I_STX(BPF_DW, R7, R1, (int16_t)(w + W_CLEN)));
}

/* One frame up by the rule in W_RULE; jumps to done where the walk ends. */
static void step(struct cg_state *cg, uint32_t w, uint32_t done)
{
	uint32_t fp = asm_label(&cg->a), sig = asm_label(&cg->a), moved = asm_label(&cg->a);
	uint32_t noslot = asm_label(&cg->a), two = asm_label(&cg->a), grown = asm_label(&cg->a);

	E(I_LDX(BPF_DW, R0, R7, (int16_t)(w + W_SP)));
	E(I_STX(BPF_DW, R7, R0, (int16_t)(w + W_OSP)));
	E(I_LDX(BPF_DW, R4, R7, (int16_t)(w + W_RULE)));
	E(I_MOV64_REG(R5, R4));
	E(I_ALU64_IMM(BPF_AND, R5, 3));
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, UTAB_END, done);
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, UTAB_SIG, sig);
	asm_jmp_imm(&cg->a, BPF_JNE, R5, UTAB_CFA, fp);

	/* UTAB_CFA: cfa = rsp or rbp + offset; the return address at cfa - 8 */
	{
		uint32_t on_sp = asm_label(&cg->a), have_base = asm_label(&cg->a);

		E(I_MOV64_REG(R0, R4));
		E(I_ALU64_IMM(BPF_AND, R0, UTAB_RBP_CFA));
		asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, on_sp);
		E(I_LDX(BPF_DW, R3, R7, (int16_t)(w + W_BP)));
		asm_ja(&cg->a, have_base);
		asm_place(&cg->a, on_sp);
		E(I_LDX(BPF_DW, R3, R7, (int16_t)(w + W_SP)));
		asm_place(&cg->a, have_base);
	}
	E(I_MOV64_REG(R0, R4));
	E(I_ALU64_IMM(BPF_RSH, R0, UTAB_OFF_SHIFT));
	E(I_ALU64_REG(BPF_ADD, R3, R0));
	E(I_STX(BPF_DW, R7, R3, (int16_t)(w + W_X))); /* the CFA */
	/* rbp saved next to the return address (push %rbp first): one read of both */
	E(I_ALU64_IMM(BPF_RSH, R4, UTAB_SLOT_SHIFT));
	E(I_ALU64_IMM(BPF_AND, R4, UTAB_SLOT_MASK));
	asm_jmp_imm(&cg->a, BPF_JNE, R4, 2, two);
	E(I_ALU64_IMM(BPF_SUB, R3, 16));
	read_words(cg, w, 16);
	asm_jmp_imm(&cg->a, BPF_JNE, R0, 0, two); /* the return address alone may still be there */
	E(I_LDX(BPF_DW, R0, R7, (int16_t)(w + W_TMP)));
	E(I_STX(BPF_DW, R7, R0, (int16_t)(w + W_BP)));
	E(I_LDX(BPF_DW, R0, R7, (int16_t)(w + W_TMP + 8)));
	asm_ja(&cg->a, moved);
	asm_place(&cg->a, two);
	E(I_LDX(BPF_DW, R3, R7, (int16_t)(w + W_X)));
	E(I_ALU64_IMM(BPF_SUB, R3, 8));
	read_words(cg, w, 8);
	asm_jmp_imm(&cg->a, BPF_JNE, R0, 0, fp);
	E(I_LDX(BPF_DW, R0, R7, (int16_t)(w + W_TMP)));
	E(I_STX(BPF_DW, R7, R0, (int16_t)(w + W_TMP + 8))); /* the return address, kept */
	E(I_LDX(BPF_DW, R4, R7, (int16_t)(w + W_RULE)));
	E(I_ALU64_IMM(BPF_RSH, R4, UTAB_SLOT_SHIFT));
	E(I_ALU64_IMM(BPF_AND, R4, UTAB_SLOT_MASK));
	asm_jmp_imm(&cg->a, BPF_JEQ, R4, 0, noslot);
	E(I_ALU64_IMM(BPF_LSH, R4, 3));
	E(I_LDX(BPF_DW, R3, R7, (int16_t)(w + W_X)));
	E(I_ALU64_REG(BPF_SUB, R3, R4));
	read_words(cg, w, 8);
	asm_jmp_imm(&cg->a, BPF_JNE, R0, 0, noslot); /* unreadable: rbp stays */
	E(I_LDX(BPF_DW, R0, R7, (int16_t)(w + W_TMP)));
	E(I_STX(BPF_DW, R7, R0, (int16_t)(w + W_BP)));
	asm_place(&cg->a, noslot);
	E(I_LDX(BPF_DW, R0, R7, (int16_t)(w + W_TMP + 8)));
	asm_place(&cg->a, moved); /* R0 = the return address, W_X = the CFA */
	E(I_STX(BPF_DW, R7, R0, (int16_t)(w + W_IP)));
	E(I_LDX(BPF_DW, R0, R7, (int16_t)(w + W_X)));
	E(I_STX(BPF_DW, R7, R0, (int16_t)(w + W_SP)));
	E(I_ST(BPF_DW, R7, (int16_t)(w + W_EXACT), 0));
	asm_ja(&cg->a, grown);

	/* UTAB_SIG (not for the probe's own frame): the ucontext at sp */
	asm_place(&cg->a, sig);
	E(I_LDX(BPF_DW, R0, R7, (int16_t)(w + W_N)));
	asm_jmp_imm(&cg->a, BPF_JLE, R0, 1, fp);
	E(I_LDX(BPF_DW, R3, R7, (int16_t)(w + W_SP)));
	E(I_ALU64_IMM(BPF_ADD, R3, UTAB_SIG_RBP));
	read_words(cg, w, UTAB_SIG_RIP - UTAB_SIG_RBP + 8);
	asm_jmp_imm(&cg->a, BPF_JNE, R0, 0, done);
	E(I_LDX(BPF_DW, R0, R7, (int16_t)(w + W_TMP)));
	E(I_STX(BPF_DW, R7, R0, (int16_t)(w + W_BP)));
	E(I_LDX(BPF_DW, R0, R7, (int16_t)(w + W_TMP + UTAB_SIG_RSP - UTAB_SIG_RBP)));
	E(I_STX(BPF_DW, R7, R0, (int16_t)(w + W_SP)));
	E(I_LDX(BPF_DW, R0, R7, (int16_t)(w + W_TMP + UTAB_SIG_RIP - UTAB_SIG_RBP)));
	E(I_STX(BPF_DW, R7, R0, (int16_t)(w + W_IP)));
	E(I_ST(BPF_DW, R7, (int16_t)(w + W_EXACT), 1));
	asm_ja(&cg->a, grown);

	/* UTAB_FP: the saved rbp at rbp, the return address above it */
	asm_place(&cg->a, fp);
	E(I_LDX(BPF_DW, R3, R7, (int16_t)(w + W_BP)));
	read_words(cg, w, 16);
	asm_jmp_imm(&cg->a, BPF_JNE, R0, 0, done);
	E(I_LDX(BPF_DW, R0, R7, (int16_t)(w + W_BP)));
	E(I_ALU64_IMM(BPF_ADD, R0, 16));
	E(I_STX(BPF_DW, R7, R0, (int16_t)(w + W_SP)));
	E(I_LDX(BPF_DW, R0, R7, (int16_t)(w + W_TMP)));
	E(I_STX(BPF_DW, R7, R0, (int16_t)(w + W_BP)));
	E(I_LDX(BPF_DW, R0, R7, (int16_t)(w + W_TMP + 8)));
	E(I_STX(BPF_DW, R7, R0, (int16_t)(w + W_IP)));
	E(I_ST(BPF_DW, R7, (int16_t)(w + W_EXACT), 0));

	asm_place(&cg->a, grown); /* the stack only grows up as we walk: anything else is garbage */
	E(I_LDX(BPF_DW, R0, R7, (int16_t)(w + W_SP)));
	E(I_LDX(BPF_DW, R1, R7, (int16_t)(w + W_OSP)));
	asm_jmp_reg(&cg->a, BPF_JLE, R0, R1, done);
}

/*
 * True if the kernel verifies may_goto (6.9). Its BTF says so: the arena
 * map type came with it; both are in the kernel's enum bpf_map_type.
 */
static bool has_may_goto(struct cg_state *cg)
{
	struct type *t = type_lookup(cg->cc, &cg->ck->tt, "enum bpf_map_type");
	int64_t v;

	/* (and the walk loads the registers through bpf_task_pt_regs(), which such kernels have,
	 * unless DTRACE_KFEAT=old says otherwise) */
	return t && type_enum_value(t, "BPF_MAP_TYPE_ARENA", &v) && cg_has_helper(cg, BPF_FUNC_task_pt_regs);
}

bool cg_has_may_goto(struct cg_state *cg)
{
	return has_may_goto(cg);
}

bool cg_ustack_can_walk(struct cg_state *cg)
{
	/* older kernels: every stack is sent raw, for userspace to unwind */
	return cg_task_is_current(cg) && has_may_goto(cg);
}

/* The walk of the thread running the program (whatever thread the probe is for). */
static void walk(struct cg_state *cg, uint32_t off, uint32_t depth, uint32_t miss)
{
	uint32_t w, loop = asm_label(&cg->a), done = asm_label(&cg->a);
	int16_t cslot;

	utab_maps(cg);
	w = cg_scratch(cg, W_SIZE);
	asm_call(&cg->a, BPF_FUNC_get_current_pid_tgid);
	E(I_ALU64_IMM(BPF_RSH, R0, 32));
	E(I_STX(BPF_DW, R7, R0, (int16_t)off));
	E(I_STX(BPF_W, R7, R0, (int16_t)(w + W_KEY)));
	asm_ld_map(&cg->a, R1, cg->m_uprocs);
	cg_scratch_ptr(cg, R2, w + W_KEY);
	asm_call(&cg->a, BPF_FUNC_map_lookup_elem);
	parent_entry(cg, w, off, miss);
	E(I_MOV64_REG(R9, R0));
	/* another program since (exec): ASLR moves its stack, and it is another file */
	start_stack(cg);
	E(I_LDX(BPF_DW, R1, R9, (int16_t)offsetof(struct utab_proc, start_stack)));
	asm_jmp_reg(&cg->a, BPF_JNE, R0, R1, miss);
	exe_ino(cg);
	E(I_LDX(BPF_DW, R1, R9, (int16_t)offsetof(struct utab_proc, exe_ino)));
	asm_jmp_reg(&cg->a, BPF_JNE, R0, R1, miss);
	asm_call(&cg->a, BPF_FUNC_get_current_task_btf);
	E(I_MOV64_REG(R1, R0));
	asm_call(&cg->a, BPF_FUNC_task_pt_regs);
	E(I_LDX(BPF_DW, R1, R0, PT_IP * 8));
	E(I_STX(BPF_DW, R7, R1, (int16_t)(w + W_IP)));
	E(I_LDX(BPF_DW, R1, R0, PT_SP * 8));
	E(I_STX(BPF_DW, R7, R1, (int16_t)(w + W_SP)));
	E(I_LDX(BPF_DW, R1, R0, PT_BP * 8));
	E(I_STX(BPF_DW, R7, R1, (int16_t)(w + W_BP)));
	E(I_ST(BPF_DW, R7, (int16_t)(w + W_EXACT), 1));
	copy_top(cg, w);
	E(I_ST(BPF_DW, R7, (int16_t)(w + W_N), 0));
	cg_slot_index(cg, R1);
	E(I_STX(BPF_W, R7, R1, (int16_t)(w + W_KEY)));
	asm_ld_map(&cg->a, R1, cg->m_ucache);
	cg_scratch_ptr(cg, R2, w + W_KEY);
	asm_call(&cg->a, BPF_FUNC_map_lookup_elem);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, miss);
	cslot = cg_push(cg, R0);

	asm_place(&cg->a, loop);
	asm_jmp_imm(&cg->a, JCOND, 0, 0, done); /* may_goto */
	E(I_LDX(BPF_DW, R1, R7, (int16_t)(w + W_N)));
	asm_jmp_imm(&cg->a, BPF_JGE, R1, (int32_t)depth, done);
	E(I_LDX(BPF_DW, R2, R7, (int16_t)(w + W_IP)));
	asm_jmp_imm(&cg->a, BPF_JEQ, R2, 0, done);
	E(I_MOV64_REG(R3, R1));
	E(I_ALU64_IMM(BPF_LSH, R3, 3));
	E(I_ALU64_REG(BPF_ADD, R3, R7));
	E(I_STX(BPF_DW, R3, R2, (int16_t)(off + 8)));
	E(I_ALU64_IMM(BPF_ADD, R1, 1));
	E(I_STX(BPF_DW, R7, R1, (int16_t)(w + W_N)));
	/* the probe's frame at its pc, the others at the call: return address - 1 */
	E(I_LDX(BPF_DW, R3, R7, (int16_t)(w + W_EXACT)));
	E(I_ALU64_IMM(BPF_SUB, R2, 1));
	E(I_ALU64_REG(BPF_ADD, R2, R3));
	E(I_STX(BPF_DW, R7, R2, (int16_t)(w + W_X)));
	cached_rule(cg, w, cslot, miss);
	step(cg, w, done);
	asm_ja(&cg->a, loop);

	asm_place(&cg->a, done);
	E(I_LDX(BPF_DW, R0, R7, (int16_t)(w + W_N)));
	cg->ntmp--;
}

bool cg_ustack_can_key(struct cg_state *cg)
{
	if (cg_task_is_current(cg))
		return cg_ustack_can_walk(cg);
	return cg->ap->task_switch && has_may_goto(cg); /* from the stash (cg_task.c) */
}

bool cg_ustack_walk(struct cg_state *cg, uint32_t off, uint32_t depth, uint32_t miss)
{
	if (!cg_ustack_can_walk(cg) || depth == 0)
		return false;
	walk(cg, off, depth, miss);
	return true;
}

bool cg_ustack_walk_raw(struct cg_state *cg, uint32_t off, uint32_t depth, bool running,
			uint32_t miss)
{
	uint32_t max = (CG_USTACK_COPY - 8) / 8;

	if (!has_may_goto(cg) || (!running && !cg_task_is_current(cg)) || depth == 0)
		return false;
	if (depth > max)
		depth = max;
	walk(cg, off + 32, depth, miss); /* the pid where the length goes, the pcs after */
	E(I_STX(BPF_DW, R7, R0, (int16_t)(off + 8)));
	E(I_MOV64_REG(R1, R0));
	E(I_ALU64_IMM(BPF_LSH, R1, 3));
	E(I_ALU64_IMM(BPF_AND, R1, (int32_t)(CG_USTACK_COPY - 8))); /* n <= max: as is */
	E(I_ALU64_REG(BPF_ADD, R1, R7));
	E(I_ST(BPF_DW, R1, (int16_t)(off + 40), 0));  /* after the last pc */
	E(I_LDX(BPF_DW, R0, R7, (int16_t)(off + 32)));
	E(I_STX(BPF_DW, R7, R0, (int16_t)off));
	E(I_ST(BPF_DW, R7, (int16_t)(off + 16), 0));
	E(I_ST(BPF_DW, R7, (int16_t)(off + 24), 0));
	E(I_ST(BPF_DW, R7, (int16_t)(off + 32), -1)); /* UTAB_UNWOUND */
	return true;
}

/*
 * ustackdepth: the walk's frame count. Where the tables cannot say, the
 * runtime is asked for them (a UTAB_REC_ID record) and the frame-pointer
 * chain is counted instead, which is right only through code that keeps
 * frame pointers.
 */
/*
 * Writes up to depth user frames at scratch off + 8 (the pid at off) as
 * ustack() finds them, R0 = how many: walked in the kernel
 * (a miss asks the runtime for the process's tables and takes the
 * frame-pointer chain), else the frame-pointer chain. Clobbers R9.
 */
static void ustack_frames(struct cg_state *cg, uint32_t off, uint32_t depth)
{
	uint32_t req = cg_scratch(cg, sizeof(struct rec_hdr));
	uint32_t miss = asm_label(&cg->a), done = asm_label(&cg->a), some = asm_label(&cg->a);

	if (!cg_ustack_walk(cg, off, depth, miss)) {
		/* no walk on this kernel: the frame-pointer chain (or a stash's frames, to their 0) */
		cg_stack_into(cg, off, depth, true);
		E(I_MOV64_IMM(R0, 0));
		for (uint32_t i = 0; i < depth; i++) {
			E(I_LDX(BPF_DW, R2, R7, (int16_t)(off + 8 + 8 * i)));
			asm_jmp_imm(&cg->a, BPF_JEQ, R2, 0, done);
			E(I_ALU64_IMM(BPF_ADD, R0, 1));
		}
		asm_place(&cg->a, done);
		return;
	}
	asm_ja(&cg->a, done);
	asm_place(&cg->a, miss);
	E(I_ST(BPF_W, R7, (int16_t)(req + offsetof(struct rec_hdr, rec_id)), (int32_t)UTAB_REC_ID));
	E(I_LDX(BPF_DW, R0, R7, (int16_t)off)); /* the pid */
	E(I_STX(BPF_W, R7, R0, (int16_t)(req + offsetof(struct rec_hdr, probe_id))));
	asm_ld_map(&cg->a, R1, cg->m_ring);
	cg_scratch_ptr(cg, R2, req);
	E(I_MOV64_IMM(R3, sizeof(struct rec_hdr)));
	E(I_MOV64_IMM(R4, 0));
	asm_call(&cg->a, BPF_FUNC_ringbuf_output);
	E(I_MOV64_REG(R1, BPF_REG_6));
	cg_scratch_ptr(cg, R2, off + 8);
	E(I_MOV64_IMM(R3, (int32_t)(depth * 8)));
	E(I_MOV64_IMM(R4, BPF_F_USER_STACK));
	asm_call(&cg->a, BPF_FUNC_get_stack);
	asm_jmp_imm(&cg->a, BPF_JSGE, R0, 0, some);
	E(I_MOV64_IMM(R0, 0));
	asm_place(&cg->a, some);
	E(I_ALU64_IMM(BPF_RSH, R0, 3));
	asm_place(&cg->a, done);
}

void cg_ustack_depth(struct cg_state *cg)
{
	uint32_t depth = check_stack_depth(cg->cc, CHECK_STACK_USER);
	uint32_t off = cg_scratch(cg, 8 + depth * 8 + 8);

	if (has_may_goto(cg) && cg_task_ustack_depth(cg, depth))
		return; /* sched:::on-cpu: the thread arriving, from its stash */
	ustack_frames(cg, off, depth);
}

/*
 * True if every probe of the program is a pid provider's entry probe: at a
 * function's first instruction the return address into its caller is on
 * top of the user stack (the frame-pointer chain's second frame is the
 * caller's caller there: the function has not pushed its frame yet).
 */
static bool at_user_entry(const struct cg_state *cg)
{
	if (!cg->ap || cg->ap->prog_type != PROG_KPROBE || !cg->ap->nprobes)
		return false;
	for (uint32_t i = 0; i < cg->ap->nprobes; i++) {
		const struct probe *prb = cg->ap->probes[i];
		const char *digits = prb->prov + 3;

		if (strncmp(prb->prov, "pid", 3) != 0 || !*digits || strcmp(prb->name, "entry") != 0)
			return false;
		while (*digits >= '0' && *digits <= '9')
			digits++;
		if (*digits)
			return false;
	}
	return true;
}

void cg_ustack_caller(struct cg_state *cg)
{
	uint32_t off = cg_scratch(cg, 8 + 2 * 8 + 8);

	if (!cg_ustack_can_walk(cg) && at_user_entry(cg)) {
		/* without the walk: the word at the probe's sp (0 if unreadable) */
		E(I_ST(BPF_DW, R7, (int16_t)off, 0));
		cg_scratch_ptr(cg, R1, off);
		E(I_MOV64_IMM(R2, 8));
		E(I_LDX(BPF_DW, R3, BPF_REG_6, PT_SP * 8));
		asm_call(&cg->a, BPF_FUNC_probe_read_user);
		E(I_LDX(BPF_DW, R0, R7, (int16_t)off));
		return;
	}
	E(I_ST(BPF_DW, R7, (int16_t)(off + 16), 0)); /* no second frame: 0 */
	ustack_frames(cg, off, 2);
	E(I_LDX(BPF_DW, R0, R7, (int16_t)(off + 16)));
}

/*
 * A raw FIELD_USTACK_RAW value at scratch off, for sym/unwind.c: the pid,
 * ip, sp and bp of the thread running the program, the length, and the
 * stack from sp. On the main thread the frames end below the process's
 * mm->start_stack (where its first stack pointer was), so only that much
 * is copied, at once; elsewhere (another thread's stack, no BTF) 8 KB,
 * retried smaller where the stack ends sooner (the copy is all or nothing).
 */
void cg_ustack_copy(struct cg_state *cg, uint32_t off)
{
	uint32_t done = asm_label(&cg->a), ladder = asm_label(&cg->a);

	asm_call(&cg->a, BPF_FUNC_get_current_pid_tgid);
	E(I_ALU64_IMM(BPF_RSH, R0, 32));
	E(I_STX(BPF_DW, R7, R0, (int16_t)off));
	user_regs(cg, off + 8);
	start_stack(cg);
	E(I_ALU64_IMM(BPF_ADD, R0, 64)); /* and argc, for good measure */
	E(I_LDX(BPF_DW, R1, R7, (int16_t)(off + 16)));
	E(I_ALU64_REG(BPF_SUB, R0, R1));
	asm_jmp_imm(&cg->a, BPF_JSLE, R0, 0, ladder);
	asm_jmp_imm(&cg->a, BPF_JGT, R0, CG_USTACK_COPY, ladder);
	E(I_STX(BPF_DW, R7, R0, (int16_t)(off + 32)));
	E(I_MOV64_REG(R2, R0));
	cg_scratch_ptr(cg, R1, off + 40);
	E(I_LDX(BPF_DW, R3, R7, (int16_t)(off + 16)));
	asm_call(&cg->a, BPF_FUNC_probe_read_user);
	E(I_LDX(BPF_DW, R1, R7, (int16_t)(off + 32)));
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, done);
	asm_place(&cg->a, ladder);
	for (uint32_t room = CG_USTACK_COPY; room >= 512; room /= 2) {
		cg_scratch_ptr(cg, R1, off + 40);
		E(I_MOV64_IMM(R2, (int32_t)room));
		E(I_LDX(BPF_DW, R3, R7, (int16_t)(off + 16)));
		asm_call(&cg->a, BPF_FUNC_probe_read_user);
		E(I_MOV64_IMM(R1, (int32_t)room));
		asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, done);
	}
	E(I_MOV64_IMM(R1, 0));
	asm_place(&cg->a, done);
	E(I_STX(BPF_DW, R7, R1, (int16_t)(off + 32)));
}

/*
 * R0 = how much of the FIELD_USTACK_RAW value at scratch off holds
 * something: its 40 bytes of registers and length, then the stack copied
 * (the length) or, unwound (UTAB_UNWOUND), the pcs and their 0. A record
 * that ends with it is sent only that far (cg.c rec_submit).
 */
void cg_ustack_used(struct cg_state *cg, uint32_t off)
{
	uint32_t copied = asm_label(&cg->a), bounded = asm_label(&cg->a);

	E(I_LDX(BPF_DW, R0, R7, (int16_t)(off + 32)));
	asm_jmp_imm(&cg->a, BPF_JNE, R0, -1, copied); /* UTAB_UNWOUND */
	E(I_LDX(BPF_DW, R0, R7, (int16_t)(off + 8)));
	E(I_ALU64_IMM(BPF_LSH, R0, 3));
	E(I_ALU64_IMM(BPF_ADD, R0, 8));
	asm_place(&cg->a, copied);
	asm_jmp_imm(&cg->a, BPF_JLE, R0, CG_USTACK_COPY, bounded);
	E(I_MOV64_IMM(R0, CG_USTACK_COPY));
	asm_place(&cg->a, bounded);
	E(I_ALU64_IMM(BPF_ADD, R0, 40));
}
