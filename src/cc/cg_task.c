/*
 * cg_task.c - the thread a probe fires for, when it is not the thread that
 * runs the program.
 *
 * sched:::on-cpu runs in the sched_switch tracepoint, in the context of the
 * thread going off CPU, but DTrace fires it in the context of the thread
 * coming on. Its attach point names the tracepoint argument holding that
 * thread (ap->task_arg), and everything D reads of "the current thread" -
 * curthread, pid, tid, execname, uid, gid, ppid, self-> variables - is read
 * from that task_struct instead of the helpers about the current task.
 *
 * Stacks cannot be taken from another task in a raw tracepoint (the
 * helpers want a BTF pointer, and user memory is the current process's). But
 * a thread's stacks cannot change while it is off CPU, so a switch point
 * (ap->task_switch) stashes the kernel stack and the user stack of the
 * thread leaving (the current one) by its tid, after the clauses, and
 * stack()/ustack() of the thread arriving read its stash: the kernel stack
 * is where it blocked, the user stack where it entered the kernel. The
 * user stack is unwound as it leaves where its process has unwind tables
 * (cg_ustack.c), so that a ustack() key of the thread arriving is built
 * in the kernel; else it is stashed raw, for userspace to unwind.
 */
#include "cg.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "../base/util.h"
#include "lex.h"

enum {
	STASH_KFRAMES = 64,                       /* kernel frames kept per thread */
	STASH_KOFF = 0,                           /* u64 frames[STASH_KFRAMES], 0-terminated */
	STASH_NOFF = (STASH_KFRAMES + 1) * 8,     /* u64: how many, for stackdepth */
	STASH_UOFF = (STASH_KFRAMES + 2) * 8,     /* the raw user stack, as cg_ustack_raw lays it out */
	STASH_SIZE = STASH_UOFF + 40 + CG_USTACK_COPY,
	STASH_ENTRIES = 2048,                     /* threads (LRU: the longest off CPU go first) */
};

bool cg_task_is_current(const struct cg_state *cg)
{
	return !cg->ap || !cg->ap->task_arg;
}

void cg_task(struct cg_state *cg)
{
	const struct probe_arg *a;

	if (cg_task_is_current(cg)) {
		asm_call(&cg->a, BPF_FUNC_get_current_task);
		return;
	}
	a = &cg->ap->args[cg->ap->task_arg - 1];
	E(I_LDX(BPF_DW, R0, R6, (int16_t)a->off));
}

/*
 * The member at a (dotted) path of struct task_struct, from BTF, and its
 * byte offset in *off; NULL where BTF has no such member.
 */
const struct member *cg_task_member(struct cg_state *cg, const char *path, uint32_t *off)
{
	struct type *t = type_lookup(cg->cc, &cg->ck->tt, "struct task_struct");
	const struct member *m = NULL;

	*off = 0;
	for (const char *p = path; *p;) {
		size_t len = strcspn(p, ".");
		char name[64];
		uint32_t moff;

		snprintf(name, sizeof(name), "%.*s", (int)len, p);
		if (t && t->kind == TY_PTR)
			t = t->to;
		m = t && type_is_sou(t) ? type_member(cg->cc, t, name, &moff) : NULL;
		if (!m)
			return NULL;
		*off += moff;
		t = m->ty;
		p += len + (p[len] == '.');
	}
	return m;
}

/* The byte offset of a (dotted) member path of struct task_struct; an error where BTF lacks it. */
static uint32_t task_off(struct cg_state *cg, const char *path)
{
	uint32_t off;

	if (!cg_task_member(cg, path, &off))
		cc_error(cg->cc, cg->a.cur, D_VAR_UNSUP,
			 "kernel type information (BTF) has no struct task_struct member %s", path);
	return off;
}

/* R0 = the 4-byte field at path of the probe's task (checked read). */
static void task_u32(struct cg_state *cg, const char *path)
{
	cg_task(cg);
	E(I_ALU64_IMM(BPF_ADD, R0, (int32_t)task_off(cg, path)));
	cg_read_scalar(cg, 4, false, NULL);
	E(I_ALU32_REG(BPF_MOV, R0, R0));
}

void cg_task_pid_tgid(struct cg_state *cg)
{
	int16_t slot;

	if (cg_task_is_current(cg)) {
		asm_call(&cg->a, BPF_FUNC_get_current_pid_tgid);
		return;
	}
	task_u32(cg, "tgid");
	E(I_ALU64_IMM(BPF_LSH, R0, 32));
	slot = cg_push(cg, R0);
	task_u32(cg, "pid");
	E(I_LDX(BPF_DW, R1, FP, slot));
	E(I_ALU64_REG(BPF_OR, R0, R1));
	cg->ntmp--;
}

void cg_task_uid_gid(struct cg_state *cg)
{
	struct type *cred = type_lookup(cg->cc, &cg->ck->tt, "struct cred");
	uint32_t uid_off = 0, gid_off = 0;

	if (cg_task_is_current(cg)) {
		asm_call(&cg->a, BPF_FUNC_get_current_uid_gid);
		return;
	}
	if (!cred || !type_is_sou(cred) || !type_member(cg->cc, cred, "uid", &uid_off) ||
	    !type_member(cg->cc, cred, "gid", &gid_off) || gid_off != uid_off + 4)
		cc_error(cg->cc, cg->a.cur, D_VAR_UNSUP,
			 "kernel type information (BTF) has no struct cred uid and gid");
	cg_task(cg);
	E(I_ALU64_IMM(BPF_ADD, R0, (int32_t)task_off(cg, "cred")));
	cg_read_scalar(cg, 8, false, NULL);
	E(I_ALU64_IMM(BPF_ADD, R0, (int32_t)uid_off));
	cg_read_scalar(cg, 8, false, NULL); /* uid in the low word, gid in the high: as the helper */
}

/*
 * The current thread's comm into the 16 bytes at scratch off, loaded as
 * two words through the task's BTF pointer (bpf_get_current_task_btf(),
 * where the kernel has it: 5.11 and later; else bpf_get_current_comm()):
 * bpf_get_current_comm() costs a string copy, a length scan and a memset
 * (about 40 ns of a 180 ns @[execname] count, measured). The kernel keeps
 * comm NUL-padded (__set_task_comm() pads, fork copies it whole), so both
 * give the same bytes.
 */
static bool comm_words(const struct cg_state *cg)
{
	return cg->ap != NULL && cg_has_helper(cg, BPF_FUNC_get_current_task_btf);
}

void cg_current_comm(struct cg_state *cg, uint32_t off)
{
	if (comm_words(cg)) {
		uint32_t comm = task_off(cg, "comm");

		asm_call(&cg->a, BPF_FUNC_get_current_task_btf);
		E(I_LDX(BPF_DW, R1, R0, (int16_t)comm));
		E(I_STX(BPF_DW, R7, R1, (int16_t)off));
		E(I_LDX(BPF_DW, R1, R0, (int16_t)(comm + 8)));
		E(I_STX(BPF_DW, R7, R1, (int16_t)(off + 8)));
		return;
	}
	cg_scratch_ptr(cg, R1, off);
	E(I_MOV64_IMM(R2, 16));
	asm_call(&cg->a, BPF_FUNC_get_current_comm);
}

/*
 * execname == "lit" (or !=) where cg_current_comm() loads words: R0 = 0 if
 * the comm is lit, else 1, comparing the two words with the literal's
 * NUL-padded words (the comm is NUL-padded) with no copy and no
 * bpf_strncmp(): `syscall:::entry /execname == "ls"/` runs this on every
 * system call of the machine. False (nothing emitted) where it does not
 * apply.
 */
bool cg_comm_eq(struct cg_state *cg, const struct node *lit)
{
	uint32_t ne = asm_label(&cg->a), done = asm_label(&cg->a), comm;
	uint64_t w[2] = { 0, 0 };

	if (!cg_task_is_current(cg) || !comm_words(cg) ||
	    lit->slen > 15 || strlen(lit->str) != lit->slen)
		return false;
	memcpy(w, lit->str, lit->slen); /* little-endian words, as loaded */
	comm = task_off(cg, "comm");
	asm_call(&cg->a, BPF_FUNC_get_current_task_btf);
	for (int i = 0; i < 2; i++) {
		E(I_LDX(BPF_DW, R1, R0, (int16_t)(comm + 8 * i)));
		asm_ld_imm64(&cg->a, R2, w[i]);
		asm_jmp_reg(&cg->a, BPF_JNE, R1, R2, ne);
	}
	E(I_MOV64_IMM(R0, 0));
	asm_ja(&cg->a, done);
	asm_place(&cg->a, ne);
	E(I_MOV64_IMM(R0, 1));
	asm_place(&cg->a, done);
	return true;
}

void cg_task_comm(struct cg_state *cg, uint32_t off)
{
	if (cg_task_is_current(cg)) {
		cg_current_comm(cg, off);
		cg_scratch_ptr(cg, R0, off);
		return;
	}
	cg_task(cg);
	E(I_ALU64_IMM(BPF_ADD, R0, (int32_t)task_off(cg, "comm")));
	cg_copy_str(cg, off, 16, false, true);
}

/* The stash map, created on first use; R0 = the stash of the probe's task, or 0. */
static void stash_lookup(struct cg_state *cg)
{
	uint32_t key = cg_scratch(cg, 8);

	if (!cg->stash_made) {
		cg->m_stash = cg_map(cg, "dt_stash", MAPR_ASSOC, BPF_MAP_TYPE_LRU_HASH, 4, STASH_SIZE,
				     STASH_ENTRIES);
		cg->stash_made = true;
	}
	cg->stash_used = true;
	cg->stash_refs++;
	task_u32(cg, "pid");
	E(I_STX(BPF_W, R7, R0, (int16_t)key));
	asm_ld_map(&cg->a, R1, cg->m_stash);
	cg_scratch_ptr(cg, R2, key);
	asm_call(&cg->a, BPF_FUNC_map_lookup_elem);
}

/*
 * A ustack() key of the arriving thread (off, depth frames, zeroed) from its
 * stash, if the stash was unwound when it left (cg_ustack.c); else a jump
 * to cg->ustack_miss, where the stash goes out raw.
 */
static void stash_ustack_key(struct cg_state *cg, uint32_t off, uint32_t depth)
{
	uint32_t none = asm_label(&cg->a), ok = asm_label(&cg->a);

	cg->stash_user = true;
	stash_lookup(cg);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, cg->ustack_miss);
	E(I_LDX(BPF_DW, R1, R0, STASH_UOFF + 32));
	asm_jmp_imm(&cg->a, BPF_JNE, R1, -1, cg->ustack_miss); /* UTAB_UNWOUND: not raw */
	E(I_LDX(BPF_DW, R1, R0, STASH_UOFF));     /* the pid */
	E(I_STX(BPF_DW, R7, R1, (int16_t)off));
	E(I_LDX(BPF_DW, R2, R0, STASH_UOFF + 8)); /* the frames */
	asm_jmp_imm(&cg->a, BPF_JLE, R2, (int32_t)depth, ok);
	E(I_MOV64_IMM(R2, (int32_t)depth));
	asm_place(&cg->a, ok);
	asm_jmp_imm(&cg->a, BPF_JEQ, R2, 0, none);
	E(I_ALU64_IMM(BPF_LSH, R2, 3));
	E(I_MOV64_REG(R3, R0));
	E(I_ALU64_IMM(BPF_ADD, R3, STASH_UOFF + 40));
	cg_scratch_ptr(cg, R1, off + 8);
	asm_call(&cg->a, BPF_FUNC_probe_read_kernel);
	asm_place(&cg->a, none);
}

bool cg_task_ustack_depth(struct cg_state *cg, uint32_t depth)
{
	uint32_t zero = asm_label(&cg->a), done = asm_label(&cg->a);

	if (cg_task_is_current(cg))
		return false;
	E(I_MOV64_IMM(R0, 0));
	if (!cg->ap->task_switch)
		return true;
	cg->stash_user = true;
	stash_lookup(cg);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, zero);
	E(I_LDX(BPF_DW, R1, R0, STASH_UOFF + 32));
	asm_jmp_imm(&cg->a, BPF_JNE, R1, -1, zero); /* raw: not counted here */
	E(I_LDX(BPF_DW, R0, R0, STASH_UOFF + 8));
	asm_jmp_imm(&cg->a, BPF_JLE, R0, (int32_t)depth, done);
	E(I_MOV64_IMM(R0, (int32_t)depth));
	asm_ja(&cg->a, done);
	asm_place(&cg->a, zero);
	E(I_MOV64_IMM(R0, 0));
	asm_place(&cg->a, done);
	return true;
}

bool cg_task_stack(struct cg_state *cg, uint32_t off, uint32_t depth, bool user)
{
	uint32_t none = asm_label(&cg->a), done = asm_label(&cg->a);
	uint32_t n = depth < STASH_KFRAMES ? depth : STASH_KFRAMES;

	if (cg_task_is_current(cg))
		return false;
	if (user && cg->ustack_miss && cg->ap->task_switch) {
		stash_ustack_key(cg, off, depth);
		return true;
	}
	if (user) { /* frame-pointer user stacks are not stashed: the pid, no frames */
		task_u32(cg, "tgid");
		E(I_STX(BPF_DW, R7, R0, (int16_t)off));
		E(I_ST(BPF_DW, R7, (int16_t)(off + 8), 0));
		return true;
	}
	E(I_ST(BPF_DW, R7, (int16_t)off, 0));
	if (!cg->ap->task_switch || !n)
		return true;
	cg->stash_kernel = true;
	stash_lookup(cg);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, none);
	E(I_MOV64_REG(R3, R0));
	cg_scratch_ptr(cg, R1, off);
	E(I_MOV64_IMM(R2, (int32_t)(n * 8)));
	asm_call(&cg->a, BPF_FUNC_probe_read_kernel);
	E(I_ST(BPF_DW, R7, (int16_t)(off + n * 8), 0));
	asm_ja(&cg->a, done);
	asm_place(&cg->a, none);
	asm_place(&cg->a, done);
	return true;
}

/* R0 = 8 bytes at off in the stash of the probe's task (a switch point), else 0. */
static bool stash_u64(struct cg_state *cg, uint32_t off)
{
	uint32_t none = asm_label(&cg->a);

	if (cg_task_is_current(cg))
		return false;
	if (!cg->ap->task_switch) {
		E(I_MOV64_IMM(R0, 0));
		return true;
	}
	cg->stash_kernel = true;
	stash_lookup(cg);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, none);
	E(I_LDX(BPF_DW, R0, R0, (int16_t)off));
	asm_place(&cg->a, none);
	return true;
}

bool cg_task_kstack_depth(struct cg_state *cg)
{
	return stash_u64(cg, STASH_NOFF);
}

bool cg_task_caller(struct cg_state *cg)
{
	return stash_u64(cg, STASH_KOFF + 8);
}

bool cg_task_ustack_raw(struct cg_state *cg, uint32_t off)
{
	uint32_t none = asm_label(&cg->a), done = asm_label(&cg->a);

	if (cg_task_is_current(cg))
		return false;
	for (uint32_t z = 0; z < 40; z += 8)
		E(I_ST(BPF_DW, R7, (int16_t)(off + z), 0));
	if (!cg->ap->task_switch) { /* the pid, an empty stack */
		task_u32(cg, "tgid");
		E(I_STX(BPF_DW, R7, R0, (int16_t)off));
		return true;
	}
	cg->stash_user = true;
	stash_lookup(cg);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, none);
	E(I_MOV64_REG(R3, R0));
	E(I_ALU64_IMM(BPF_ADD, R3, STASH_UOFF));
	cg_scratch_ptr(cg, R1, off);
	E(I_MOV64_IMM(R2, 40 + CG_USTACK_COPY));
	asm_call(&cg->a, BPF_FUNC_probe_read_kernel);
	asm_ja(&cg->a, done);
	asm_place(&cg->a, none);
	task_u32(cg, "tgid");
	E(I_STX(BPF_DW, R7, R0, (int16_t)off));
	asm_place(&cg->a, done);
	return true;
}

/*
 * Which threads need a stash. Taking both stacks of every thread leaving
 * a CPU is most of what the off-CPU one-liner costs, yet its on-cpu
 * clause, /self->ts/, reads the stash only of threads whose self->ts the
 * off-cpu clause set as they left. So where every clause of the program
 * that reads the stash has a predicate that is false unless some scalar
 * self->x is nonzero (self->x, self->x != 0, or either side of an &&),
 * the thread leaving is stashed only if its self->x is nonzero then,
 * provided that nothing can make it nonzero between then and the
 * thread's next arrival, where those predicates read it: every clause
 * that stores to self->x anything but the constant 0 must run only in
 * probes that fire in the thread's own context and cannot fire while the
 * switch is under way (syscall, profile, dtrace, pid), or in a program on
 * sched_switch for the thread leaving (off-cpu, sleep, preempt, ...)
 * attached before this one, which so runs first at the same switch. A
 * clause of a task_arg probe (on-cpu itself, proc:::start) storing to it
 * for the thread arriving, a kernel probe that could fire inside the
 * switch, and a gate in task storage (not read for another thread) keep
 * the stash of every thread.
 */
static struct var *tls_scalar(const struct node *n)
{
	struct var *v;

	if (!n || n->kind != NODE_SELFVAR || !n->ann || n->ann->kind != ANN_VAR)
		return NULL;
	v = n->ann->var;
	return v && v->scope == VAR_TLS && v->ty && type_is_scalar(v->ty) && !type_is_string(v->ty) ? v : NULL;
}

static bool is_zero(const struct node *n)
{
	return n && n->kind == NODE_INT && n->ival == 0;
}

/* A scalar self->x that predicate n is false without (NULL if none found). */
static struct var *pred_needs(const struct node *n)
{
	struct var *v;

	if (!n)
		return NULL;
	if ((v = tls_scalar(n)))
		return v;
	if (n->kind == NODE_BINARY && n->op == TOK_NE && is_zero(n->b))
		return tls_scalar(n->a);
	if (n->kind == NODE_BINARY && n->op == TOK_LAND)
		return (v = pred_needs(n->a)) ? v : pred_needs(n->b);
	return NULL;
}

/* True if n stores to self->v anything but the constant 0. */
static bool stores_nonzero(const struct node *n, const struct var *v)
{
	if (!n)
		return false;
	if (n->kind == NODE_ASSIGN && tls_scalar(n->a) == v && !(n->op == TOK_ASSIGN && is_zero(n->b)))
		return true;
	if ((n->kind == NODE_PREINC || n->kind == NODE_PREDEC || n->kind == NODE_POSTINC ||
	     n->kind == NODE_POSTDEC) && tls_scalar(n->a) == v)
		return true;
	if (stores_nonzero(n->a, v) || stores_nonzero(n->b, v) || stores_nonzero(n->c, v))
		return true;
	for (const struct node *k = n->list; k; k = k->next)
		if (stores_nonzero(k, v))
			return true;
	return false;
}

static bool at_switch(const struct attach_point *ap);
static void stash_kstack(struct cg_state *cg, uint32_t val);
static void stash_ustack(struct cg_state *cg, uint32_t u, uint32_t stashed);

/* True if the program of aps[i] storing to a self->x cannot do so between a switch's stash and the next. */
static bool store_is_before(const struct cg_state *cg, uint32_t i)
{
	const struct attach_point *ap = cg->aps[i];
	const char *prov;

	if (ap->task_arg || !ap->nprobes)
		return false;
	if (at_switch(ap))
		return i < cg->prog_index;
	prov = ap->probes[0]->prov;
	return !strcmp(prov, "syscall") || !strcmp(prov, "profile") || !strcmp(prov, "dtrace") ||
	       (!strncmp(prov, "pid", 3) && prov[3] >= '0' && prov[3] <= '9');
}

void cg_task_stash_reader(struct cg_state *cg, const struct check_clause *c)
{
	struct var *v = pred_needs(c->node->a);

	if (!v || cg->stash_ungated || (cg->stash_gated && cg->stash_gate != v)) {
		cg->stash_ungated = true;
		return;
	}
	cg->stash_gate = v;
	cg->stash_gated = true;
}

/* The gate of this program's stash (see above), or NULL: every thread leaving is stashed. */
static struct var *stash_gate(const struct cg_state *cg)
{
	struct var *v = cg->stash_gate;

	if (!cg->stash_gated || cg->stash_ungated || (cg->tls_slot && cg->tls_slot[v->id]))
		return NULL;
	for (const struct check_clause *c = cg->ck->clauses; c; c = c->next) {
		if (c->node->kind != NODE_CLAUSE || (!stores_nonzero(c->node->a, v) && !stores_nonzero(c->node->b, v)))
			continue;
		for (uint32_t i = 0; i < cg->nprogs; i++)
			if (cg_clause_in(cg, c, cg->aps[i]) && !store_is_before(cg, i))
				return NULL;
	}
	return v;
}

void cg_task_stash(struct cg_state *cg)
{
	uint32_t base = ALIGN_UP(cg->tmp_off, 8), key = base, val = base + 8;
	uint32_t u = val + STASH_UOFF, stashed = asm_label(&cg->a), skip = asm_label(&cg->a);
	struct var *gate;
	uint32_t nswitch = 0;
	bool kernel, user;

	if (!cg->ap || !cg->ap->task_switch || !cg->stash_used)
		return;
	if (!cg->stash_gated && !cg->stash_ungated)
		return; /* no clause of this program reads a stash */
	if (cg->scratch_size < val + STASH_SIZE)
		cg->scratch_size = val + STASH_SIZE;
	cg->a.cur = (struct srcpos){0};
	gate = stash_gate(cg);
	if (gate) { /* the thread leaving, unless its self->gate is 0 */
		asm_call(&cg->a, BPF_FUNC_get_current_pid_tgid);
		E(I_STX(BPF_W, R7, R0, (int16_t)(key + offsetof(struct tls_key, tid))));
		E(I_ST(BPF_W, R7, (int16_t)(key + offsetof(struct tls_key, var)), (int32_t)gate->id));
		asm_ld_map(&cg->a, R1, cg->m_tls);
		cg_scratch_ptr(cg, R2, key);
		asm_call(&cg->a, BPF_FUNC_map_lookup_elem);
		asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, skip);
		E(I_LDX(BPF_DW, R1, R0, 0));
		asm_jmp_imm(&cg->a, BPF_JEQ, R1, 0, skip);
	}
	/*
	 * Only the stacks some program reads: programs of other switch points
	 * (io:::wait-done) update the same entries, so with more than one,
	 * both are taken.
	 */
	for (uint32_t i = 0; i < cg->nprogs; i++)
		nswitch += cg->aps[i]->task_switch;
	kernel = cg->stash_kernel || nswitch > 1;
	user = cg->stash_user || nswitch > 1;
	cg->tmp_cur = val + STASH_SIZE;
	asm_call(&cg->a, BPF_FUNC_get_current_pid_tgid);
	E(I_STX(BPF_W, R7, R0, (int16_t)key));
	if (kernel)
		stash_kstack(cg, val);
	if (user)
		stash_ustack(cg, u, stashed);
	asm_place(&cg->a, stashed);
	asm_ld_map(&cg->a, R1, cg->m_stash);
	cg_scratch_ptr(cg, R2, key);
	cg_scratch_ptr(cg, R3, val);
	E(I_MOV64_IMM(R4, BPF_ANY));
	asm_call(&cg->a, BPF_FUNC_map_update_elem);
	asm_place(&cg->a, skip);
}

/* The kernel stack of the thread leaving into the stash at val: where it blocked, without the tracing frames. */
static void stash_kstack(struct cg_state *cg, uint32_t val)
{
	cg_kstack_get(cg, val + STASH_KOFF, STASH_KFRAMES);
	cg_clamp_r0(cg, STASH_KFRAMES * 8);
	E(I_ALU64_IMM(BPF_RSH, R0, 3));
	E(I_STX(BPF_DW, R7, R0, (int16_t)(val + STASH_NOFF)));
	E(I_ST(BPF_DW, R7, (int16_t)(val + STASH_KOFF + STASH_KFRAMES * 8), 0));
}

/* Its user stack at u: unwound where the tables can say (cg_ustack.c), else raw; then to stashed. */
static void stash_ustack(struct cg_state *cg, uint32_t u, uint32_t stashed)
{
	uint32_t raw = asm_label(&cg->a);

	if (cg_ustack_walk_raw(cg, u, CG_USTACK_COPY / 8, true, raw)) {
		asm_ja(&cg->a, stashed);
		asm_place(&cg->a, raw);
	}
	cg_ustack_copy(cg, u);
}

/*
 * psinfo_t.pr_psargs: the first PSARGS_SIZE - 1 bytes of the process's
 * arguments (mm->arg_start..arg_end), NULs turned into spaces. Only the
 * current process's memory can be read: another's is "<unknown>", as in
 * DTrace on Linux; a kernel thread's, which has none, its name.
 */
#define PSARGS_SIZE 80
#define PSARGS_UNKNOWN "<unknown>"

void cg_task_psargs(struct cg_state *cg, struct node *task)
{
	uint32_t size = cg->cc->opts.strsize, buf = cg_scratch(cg, size);
	uint32_t comm = asm_label(&cg->a), other = asm_label(&cg->a), done = asm_label(&cg->a);
	int16_t tslot, lslot;

	if (size > PSARGS_SIZE)
		size = PSARGS_SIZE;
	cg_expr(cg, task);
	tslot = cg_push(cg, R0);
	for (uint32_t z = 0; z < ALIGN_UP(size, 8); z += 8)
		E(I_ST(BPF_DW, R7, (int16_t)(buf + z), 0));
	asm_call(&cg->a, BPF_FUNC_get_current_task);
	E(I_LDX(BPF_DW, R1, FP, tslot));
	asm_jmp_reg(&cg->a, BPF_JNE, R0, R1, other);
	E(I_ALU64_IMM(BPF_ADD, R0, (int32_t)task_off(cg, "mm")));
	cg_read_scalar(cg, 8, false, NULL);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, comm);
	lslot = cg_push(cg, R0); /* mm, then the length */
	{
		struct type *mm = type_lookup(cg->cc, &cg->ck->tt, "struct mm_struct");
		uint32_t start = 0, end = 0;

		if (!mm || !type_is_sou(mm) || !type_member(cg->cc, mm, "arg_start", &start) ||
		    !type_member(cg->cc, mm, "arg_end", &end))
			cc_error(cg->cc, cg->a.cur, D_VAR_UNSUP,
				 "kernel type information (BTF) has no struct mm_struct arg_start");
		E(I_ALU64_IMM(BPF_ADD, R0, (int32_t)end));
		cg_read_scalar(cg, 8, false, NULL);
		E(I_STX(BPF_DW, FP, R0, tslot)); /* arg_end */
		E(I_LDX(BPF_DW, R0, FP, lslot));
		E(I_ALU64_IMM(BPF_ADD, R0, (int32_t)start));
		cg_read_scalar(cg, 8, false, NULL);
	}
	E(I_MOV64_REG(R3, R0));                  /* arg_start */
	E(I_LDX(BPF_DW, R0, FP, tslot));
	E(I_ALU64_REG(BPF_SUB, R0, R3));
	cg_clamp_r0(cg, (int32_t)size - 1);
	E(I_STX(BPF_DW, FP, R0, lslot));
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, done);
	E(I_MOV64_REG(R2, R0));
	cg_scratch_ptr(cg, R1, buf);
	asm_call(&cg->a, BPF_FUNC_probe_read_user);
	asm_jmp_imm(&cg->a, BPF_JSLT, R0, 0, done);
	/* NULs before the last byte read become spaces */
	E(I_LDX(BPF_DW, R2, FP, lslot));
	E(I_ALU64_IMM(BPF_SUB, R2, 1));
	for (uint32_t i = 0; i + 1 < size; i++) {
		uint32_t next = asm_label(&cg->a);

		asm_jmp_imm(&cg->a, BPF_JLE, R2, (int32_t)i, done);
		E(I_LDX(BPF_B, R1, R7, (int16_t)(buf + i)));
		asm_jmp_imm(&cg->a, BPF_JNE, R1, 0, next);
		E(I_ST(BPF_B, R7, (int16_t)(buf + i), ' '));
		asm_place(&cg->a, next);
	}
	asm_ja(&cg->a, done);
	asm_place(&cg->a, other); /* the buffer is zeroed: the NUL is there */
	for (uint32_t i = 0; i < sizeof(PSARGS_UNKNOWN) - 1 && i + 1 < size; i++)
		E(I_ST(BPF_B, R7, (int16_t)(buf + i), PSARGS_UNKNOWN[i]));
	asm_ja(&cg->a, done);
	asm_place(&cg->a, comm); /* a kernel thread, without arguments: its name */
	cg_scratch_ptr(cg, R1, buf);
	E(I_MOV64_IMM(R2, 16));
	E(I_LDX(BPF_DW, R3, FP, tslot));
	E(I_ALU64_IMM(BPF_ADD, R3, (int32_t)task_off(cg, "comm")));
	asm_call(&cg->a, BPF_FUNC_probe_read_kernel_str);
	asm_place(&cg->a, done);
	cg->ntmp -= 2;
	cg_scratch_ptr(cg, R0, buf);
}

/*
 * vtimestamp. The kernel adds a thread's run time to se.sum_exec_runtime
 * only at context switches and scheduler ticks: read alone, it lags by up
 * to a tick. To be exact, the program of sched:::on-cpu (enabled for
 * vtimestamp by cc.c) notes per CPU the thread coming on, its run time
 * then, and the time (bpf_ktime_get_ns()); vtimestamp of that thread is
 * that run time plus the time since. A thread on its CPU since before
 * dtrace started gets its note at its first vtimestamp, from its sum then
 * (stale by up to a tick, once). At sched_switch itself the kernel has just
 * added the run times of both threads, and the note may already be the
 * next thread's: those probes read the sum.
 *
 * The run time noted cannot simply be sum_exec_runtime: the kernel
 * accounts run time in rq_clock_task, which leaves out time spent in
 * interrupts and, in a VM, time stolen by the host, while "the time since"
 * counts them. A vtimestamp taken just before a switch could so exceed the
 * sum the kernel has at the switch, and a later vtimestamp of the same
 * thread came out smaller (an acceptance one-liner summed -337983 ns for
 * clock_nanosleep under load). So the thread going off CPU keeps what it
 * ran in our clock - its note's run time plus now - since - in dt_vacc, by
 * tid, and the thread coming on starts from the larger of that and its
 * sum_exec_runtime (the sum wins only if a switch was missed, or a thread
 * is new). Every value handed out is at most what its thread keeps at its
 * next switch, so vtimestamp never decreases for a thread; while it runs
 * it stays exact, one lookup and one update per switch. dt_vacc is an LRU
 * hash: entries of exited threads (and of threads off CPU the longest,
 * when there are more than VACC_ENTRIES) go without a probe at exit; a
 * thread that loses its entry starts again from its sum.
 */
enum { VT_TID = 0, VT_BASE = 8, VT_SINCE = 16, VT_SIZE = 24, VACC_ENTRIES = 16384 };

static bool at_switch(const struct attach_point *ap)
{
	static const char *const names[] = { "sched:on-cpu", "sched:off-cpu", "sched:sleep", "sched:dequeue",
					     "sched:preempt", "io:wait-start", "io:wait-done" };
	char name[64];

	if (!ap || !ap->nprobes)
		return false;
	snprintf(name, sizeof(name), "%s:%s", ap->probes[0]->prov, ap->probes[0]->name);
	for (size_t i = 0; i < ARRAY_LEN(names); i++)
		if (!strcmp(name, names[i]))
			return true;
	return false;
}

/*
 * R0 = this CPU's note; to `none` if there is none (never: an array). Makes
 * dt_vtime and, right after it (at m_vtime + 1), dt_vacc.
 */
static void vtime_lookup(struct cg_state *cg, uint32_t none)
{
	int16_t key;

	if (!cg->vtime_made) {
		cg->m_vtime = cg_map(cg, "dt_vtime", MAPR_ASSOC, BPF_MAP_TYPE_PERCPU_ARRAY, 4, VT_SIZE, 1);
		if (cg_map(cg, "dt_vacc", MAPR_ASSOC, BPF_MAP_TYPE_LRU_HASH, 4, 8, VACC_ENTRIES) !=
		    cg->m_vtime + 1)
			cc_error(cg->cc, cg->a.cur, D_CG_DYN, "vtimestamp maps out of order");
		cg->vtime_made = true;
	}
	E(I_MOV64_IMM(R0, 0));
	key = cg_push(cg, R0);
	asm_ld_map(&cg->a, R1, cg->m_vtime);
	E(I_MOV64_REG(R2, FP));
	E(I_ALU64_IMM(BPF_ADD, R2, key));
	asm_call(&cg->a, BPF_FUNC_map_lookup_elem);
	cg->ntmp--;
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, none);
}

/* R0 = the run time of the note's thread now, in our clock: the note's run time plus the time since. */
static void vtime_now(struct cg_state *cg, int16_t note)
{
	asm_call(&cg->a, BPF_FUNC_ktime_get_ns);
	E(I_LDX(BPF_DW, R1, FP, note));
	E(I_LDX(BPF_DW, R2, R1, VT_SINCE));
	E(I_ALU64_REG(BPF_SUB, R0, R2));
	E(I_LDX(BPF_DW, R2, R1, VT_BASE));
	E(I_ALU64_REG(BPF_ADD, R0, R2));
}

/* The note (at stack slot note) starts now, from the run time of the task in R0. */
static void vtime_start(struct cg_state *cg, int16_t note)
{
	E(I_MOV64_REG(R3, R0));
	E(I_ALU64_IMM(BPF_ADD, R3, (int32_t)task_off(cg, "se.sum_exec_runtime")));
	E(I_LDX(BPF_DW, R1, FP, note));
	E(I_ALU64_IMM(BPF_ADD, R1, VT_BASE));
	E(I_MOV64_IMM(R2, 8));
	asm_call(&cg->a, BPF_FUNC_probe_read_kernel);
	asm_call(&cg->a, BPF_FUNC_ktime_get_ns);
	E(I_LDX(BPF_DW, R1, FP, note));
	E(I_STX(BPF_DW, R1, R0, VT_SINCE));
}

/* The note's run time becomes what dt_vacc keeps for its thread, if more (key: a free slot). */
static void vtime_catch_up(struct cg_state *cg, int16_t note, int16_t key)
{
	uint32_t keep = asm_label(&cg->a);

	E(I_LDX(BPF_DW, R1, FP, note));
	E(I_LDX(BPF_DW, R2, R1, VT_TID));
	E(I_STX(BPF_DW, FP, R2, key));
	asm_ld_map(&cg->a, R1, cg->m_vtime + 1);
	E(I_MOV64_REG(R2, FP));
	E(I_ALU64_IMM(BPF_ADD, R2, key));
	asm_call(&cg->a, BPF_FUNC_map_lookup_elem);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, keep);
	E(I_LDX(BPF_DW, R2, R0, 0));
	E(I_LDX(BPF_DW, R1, FP, note));
	E(I_LDX(BPF_DW, R3, R1, VT_BASE));
	asm_jmp_reg(&cg->a, BPF_JGE, R3, R2, keep);
	E(I_STX(BPF_DW, R1, R2, VT_BASE));
	asm_place(&cg->a, keep);
}

void cg_task_vtime_switch(struct cg_state *cg)
{
	uint32_t none = asm_label(&cg->a), in = asm_label(&cg->a);
	int16_t note, key, val;

	cg->a.cur = (struct srcpos){0};
	vtime_lookup(cg, none);
	note = cg_push(cg, R0);
	key = cg_push(cg, R0);
	val = cg_push(cg, R0);
	/* the thread going off (the current one) keeps its run time in our clock */
	asm_call(&cg->a, BPF_FUNC_get_current_pid_tgid);
	E(I_ALU32_REG(BPF_MOV, R0, R0));
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, in);
	E(I_LDX(BPF_DW, R1, FP, note));
	E(I_LDX(BPF_DW, R2, R1, VT_TID));
	asm_jmp_reg(&cg->a, BPF_JNE, R0, R2, in);
	E(I_STX(BPF_DW, FP, R0, key));
	vtime_now(cg, note);
	E(I_STX(BPF_DW, FP, R0, val));
	asm_ld_map(&cg->a, R1, cg->m_vtime + 1);
	E(I_MOV64_REG(R2, FP));
	E(I_ALU64_IMM(BPF_ADD, R2, key));
	E(I_MOV64_REG(R3, FP));
	E(I_ALU64_IMM(BPF_ADD, R3, val));
	E(I_MOV64_IMM(R4, BPF_ANY));
	asm_call(&cg->a, BPF_FUNC_map_update_elem);
	asm_place(&cg->a, in);
	/* the thread coming on */
	E(I_LDX(BPF_DW, R1, FP, note));
	E(I_ST(BPF_DW, R1, VT_TID, 0));
	cg_task(cg);
	E(I_MOV64_REG(R3, R0));
	E(I_ALU64_IMM(BPF_ADD, R3, (int32_t)task_off(cg, "pid")));
	E(I_LDX(BPF_DW, R1, FP, note));
	E(I_MOV64_IMM(R2, 4));
	asm_call(&cg->a, BPF_FUNC_probe_read_kernel);
	cg_task(cg);
	vtime_start(cg, note);
	vtime_catch_up(cg, note, key);
	cg->ntmp -= 3;
	asm_place(&cg->a, none);
}

void cg_task_vtime(struct cg_state *cg)
{
	uint32_t none = asm_label(&cg->a), start = asm_label(&cg->a), done = asm_label(&cg->a);
	int16_t note, key;

	if (!cg->cc->vtime_probe || !cg_task_is_current(cg) || at_switch(cg->ap)) {
		cg_task(cg);
		E(I_ALU64_IMM(BPF_ADD, R0, (int32_t)task_off(cg, "se.sum_exec_runtime")));
		cg_read_scalar(cg, 8, false, NULL);
		return;
	}
	vtime_lookup(cg, none);
	note = cg_push(cg, R0);
	key = cg_push(cg, R0);
	asm_call(&cg->a, BPF_FUNC_get_current_pid_tgid);
	E(I_ALU32_REG(BPF_MOV, R0, R0));
	E(I_LDX(BPF_DW, R1, FP, note));
	E(I_LDX(BPF_DW, R2, R1, VT_TID));
	asm_jmp_reg(&cg->a, BPF_JNE, R0, R2, start);
	vtime_now(cg, note);
	asm_ja(&cg->a, done);
	asm_place(&cg->a, start); /* not noted on this CPU yet */
	E(I_LDX(BPF_DW, R1, FP, note));
	E(I_STX(BPF_DW, R1, R0, VT_TID));
	asm_call(&cg->a, BPF_FUNC_get_current_task);
	vtime_start(cg, note);
	vtime_catch_up(cg, note, key);
	E(I_LDX(BPF_DW, R1, FP, note));
	E(I_LDX(BPF_DW, R0, R1, VT_BASE));
	asm_ja(&cg->a, done);
	asm_place(&cg->a, none);
	E(I_MOV64_IMM(R0, 0));
	asm_place(&cg->a, done);
	cg->ntmp -= 2;
}

/*
 * ipl: as DTrace on Linux had it, in_interrupt(): the NMI, hardirq and
 * softirq counts of this CPU's preempt count (0 in a process's context;
 * a tick or profile probe fires in a hardirq). The count is the per-CPU
 * __preempt_count (x86 before 6.2 and from 6.15) or pcpu_hot's member,
 * read through bpf_this_cpu_ptr() (5.10) by its BTF id; the kernel finds
 * its address in kallsyms, which lists it only with CONFIG_KALLSYMS_ALL.
 */
#define IPL_MASK 0xffff00 /* NMI_MASK | HARDIRQ_MASK | SOFTIRQ_MASK */

/* Finds the per-CPU preempt count once per compile: cg->ipl_id (0: none) and cg->ipl_off. */
static void ipl_lookup(struct cg_state *cg)
{
	const struct cc_host *h = cg->cc->host;
	uint32_t id = h && h->kernel_percpu_id ? h->kernel_percpu_id(cg->cc, h->ctx, "__preempt_count") : 0;
	uint32_t off = 0;

	if (!id && h && h->kernel_percpu_id) {
		struct type *t = type_lookup(cg->cc, &cg->ck->tt, "struct pcpu_hot");

		id = h->kernel_percpu_id(cg->cc, h->ctx, "pcpu_hot");
		if (!t || !type_is_sou(t) || !type_member(cg->cc, t, "preempt_count", &off))
			id = 0;
	}
	cg->ipl_id = id;
	cg->ipl_off = off;
	cg->ipl_looked = true;
}

void cg_task_ipl(struct cg_state *cg)
{
	if (!cg->ipl_looked)
		ipl_lookup(cg);
	if (!cg->ipl_id || !cg_has_helper(cg, BPF_FUNC_this_cpu_ptr))
		cc_error(cg->cc, cg->a.cur, D_VAR_UNSUP, "ipl needs this CPU's preempt count, the per-CPU variable "
			 "__preempt_count or pcpu_hot in the kernel's BTF and /proc/kallsyms "
			 "(CONFIG_KALLSYMS_ALL), and bpf_this_cpu_ptr( ) (5.10): this kernel lacks them");
	asm_ld_btf_id(&cg->a, R1, cg->ipl_id);
	asm_call(&cg->a, BPF_FUNC_this_cpu_ptr);
	E(I_LDX(BPF_W, R0, R0, (int16_t)cg->ipl_off));
	E(I_ALU64_IMM(BPF_AND, R0, IPL_MASK));
}
